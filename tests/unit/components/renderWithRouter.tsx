/**
 * Render inside a router, for components that use umi's `Link`. umi does not re-export a
 * MemoryRouter; `react-router-dom` is the very copy umi's renderer uses (hoisted, one instance),
 * so its router context is the one umi's Link reads.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export function renderWithRouter(ui: ReactElement, route = '/') {
  return render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
}
