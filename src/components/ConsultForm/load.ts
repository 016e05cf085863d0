/**
 * The consultation form's code (antd's form, select, radio and checkbox come with it) is its own
 * set of chunks. The layout fetches it when the browser is idle after the first screen, and at once
 * when a visitor points at, presses or focuses a 咨询 entry (any element with `data-consult`), so
 * that a click finds it ready. A failed download is forgotten, so the next attempt tries again.
 *
 * When idle, the code arrives in stages, one antd part per idle period: each part's modules run
 * in a short task of their own instead of one long task that would hold up a phone's main thread.
 * The chunks carry V8 compile hints (chunk names `consult-*`, config/compileHints.ts).
 */
import type { ComponentType } from 'react';
import type { ConsultFormProps } from './index';
import { isPrerendering } from '@/utils/prerender';

type ConsultFormComponent = ComponentType<ConsultFormProps>;

let ready: ConsultFormComponent | null = null;
let pending: Promise<ConsultFormComponent> | null = null;

export function loadConsultForm(): Promise<ConsultFormComponent> {
  if (!pending) {
    pending = import(/* webpackChunkName: "consult-form" */ './index').then(
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
 * The parts the form is made of, smallest first; the last stage is the form itself (which then
 * finds its parts already evaluated). Order matters only for the size of each idle task.
 */
const STAGES: (() => Promise<unknown>)[] = [
  () => import(/* webpackChunkName: "consult-config" */ 'antd/es/config-provider'),
  () => import(/* webpackChunkName: "consult-app" */ 'antd/es/app'),
  () => import(/* webpackChunkName: "consult-button" */ 'antd/es/button'),
  () => import(/* webpackChunkName: "consult-input" */ 'antd/es/input'),
  () => import(/* webpackChunkName: "consult-checkbox" */ 'antd/es/checkbox'),
  () => import(/* webpackChunkName: "consult-radio" */ 'antd/es/radio'),
  () => import(/* webpackChunkName: "consult-alert" */ 'antd/es/alert'),
  () => import(/* webpackChunkName: "consult-select" */ 'antd/es/select'),
  () => import(/* webpackChunkName: "consult-form-item" */ 'antd/es/form'),
  () => import(/* webpackChunkName: "consult-styles" */ '@/components/AntdScope/styles'),
  loadConsultForm,
];

/**
 * Fetches the form once the browser is idle after load, one stage per idle period, and all of it
 * at once on intent: hover, pointer-down or focus of any `[data-consult]` element. Returns a
 * function that stops both.
 */
export function prefetchConsultForm(): () => void {
  let stopped = false;
  let idleId: number | undefined;
  let timer: number | undefined;

  const now = () => {
    loadConsultForm().catch(() => undefined);
  };
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    if (target && typeof target.closest === 'function' && target.closest('[data-consult]')) now();
  };
  const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
  intents.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));

  const whenIdle = (run: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(run, { timeout: 5000 });
    } else {
      timer = window.setTimeout(run, 300);
    }
  };
  const stage = (index: number) => {
    if (stopped || ready || index >= STAGES.length) return;
    STAGES[index]().then(
      () => whenIdle(() => stage(index + 1)),
      () => undefined, // offline or a missing chunk: the click will try again
    );
  };
  // After the load event's own work, so the page's first screen has the network to itself.
  // Not in the build's prerender: its stylesheets (antd's) would count as the page's own.
  const onLoad = () => {
    if (!isPrerendering()) timer = window.setTimeout(() => whenIdle(() => stage(0)), 500);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    stopped = true;
    intents.forEach((type) => document.removeEventListener(type, onIntent));
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
