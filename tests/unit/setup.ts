// A dva-core store runs generator effects: it needs the regenerator runtime in jest.
import 'regenerator-runtime/runtime';
import '@testing-library/jest-dom';

// jsdom lacks matchMedia, which antd and our reduced-motion checks read (node-environment
// suites have no window at all).
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
