/**
 * The consultation form's code (antd's form, select, radio and checkbox come with it) is its own
 * chunk. The layout asks for it when the browser is idle after the first screen, and sooner when a
 * visitor points at, presses or focuses a 咨询 entry (any element with `data-consult`), so that a
 * click finds it ready. A failed download is forgotten, so the next attempt tries again.
 */
import type { ComponentType } from 'react';
import type { ConsultFormProps } from './index';

type ConsultFormComponent = ComponentType<ConsultFormProps>;

let ready: ConsultFormComponent | null = null;
let pending: Promise<ConsultFormComponent> | null = null;

export function loadConsultForm(): Promise<ConsultFormComponent> {
  if (!pending) {
    pending = import('./index').then(
      (m) => {
        ready = m.default;
        return m.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** The form's component once its chunk has arrived, else null. */
export function readyConsultForm(): ConsultFormComponent | null {
  return ready;
}

/** Marks an element as a 咨询 entry: pointing at, pressing or focusing it fetches the form. */
export const CONSULT_ENTRY = { 'data-consult': '' } as const;

/**
 * Fetches the form once the browser is idle after load, and on intent: hover, pointer-down or focus
 * of any `[data-consult]` element. Returns a function that removes the listeners.
 */
export function prefetchConsultForm(): () => void {
  const fetchSoon = () => {
    loadConsultForm().catch(() => undefined);
  };
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    if (target && typeof target.closest === 'function' && target.closest('[data-consult]')) {
      fetchSoon();
    }
  };
  const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
  intents.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));

  let idleId: number | undefined;
  let timer: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(fetchSoon, { timeout: 4000 });
    } else {
      timer = window.setTimeout(fetchSoon, 1500);
    }
  };
  const onLoad = () => {
    // After the load event's own work, so the page's first screen has the network to itself.
    timer = window.setTimeout(whenIdle, 500);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    intents.forEach((type) => document.removeEventListener(type, onIntent));
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
