/**
 * The consultation form's code (antd's form, select, radio and checkbox come with it) is its own
 * set of chunks. The layout fetches it when the browser is idle after the first screen, and at once
 * when a visitor points at, presses or focuses a 咨询 entry (any element with `data-consult`), so
 * that a click finds it ready. A failed download is forgotten, so the next attempt tries again.
 * A visitor who has asked the browser to save data (Data Saver, `Save-Data`), or whose connection
 * is 2G, is not sent the form's ~250 KB before wanting it: only the intent fetches it.
 *
 * When idle, the code arrives in stages, one antd part per idle period that can hold it (a whole
 * one, STAGE_IDLE_MS): each part's modules run in a short task of their own instead of one long
 * task that would hold up a phone's main thread, and not in the tail of a busy frame.
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
 * A stage starts only at the head of an idle period this long (the browser's last at most 50 ms,
 * when nothing else is due): its work, the chunks' requests and their modules, then fits in it on
 * a slow phone as well, instead of running over into the visitor's next tap or frame…
 */
export const STAGE_IDLE_MS = 40;
/** …or once it has waited this long for one (a page that is never that idle still gets it). */
export const STAGE_WAIT_MS = 5000;

/**
 * Runs `run` at the head of an idle period of STAGE_IDLE_MS or more, or once it has waited
 * STAGE_WAIT_MS for one; without requestIdleCallback (Safari), 300 ms later. Returns a function
 * that cancels it.
 */
export function inIdlePeriod(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 300);
    return () => window.clearTimeout(timer);
  }
  const until = performance.now() + STAGE_WAIT_MS;
  let id = 0;
  const ask = () => {
    id = window.requestIdleCallback(
      (deadline) => {
        if (
          deadline.timeRemaining() >= STAGE_IDLE_MS ||
          deadline.didTimeout ||
          performance.now() >= until
        )
          run();
        else ask();
      },
      { timeout: Math.max(1, until - performance.now()) },
    );
  };
  ask();
  return () => window.cancelIdleCallback(id);
}

/** What `navigator.connection` (the Network Information API; Chromium only) tells of the link. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the visitor would rather not be sent what they have not asked for: Data Saver on, or a
 * connection the browser measures as 2G (where the form would hold up the page's own requests).
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !!connection && (!!connection.saveData || /2g$/.test(connection.effectiveType ?? ''));
}

/**
 * Fetches the form once the browser is idle after load, one stage per idle period that can hold
 * it (STAGE_IDLE_MS), unless the visitor saves data (`savesData`), and all of it at once on
 * intent: hover, pointer-down or focus of any `[data-consult]` element. Returns a function that
 * stops both.
 */
export function prefetchConsultForm(): () => void {
  let stopped = false;
  let cancelIdle: () => void = () => undefined;
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
    cancelIdle = inIdlePeriod(run);
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
    if (!isPrerendering() && !savesData()) {
      timer = window.setTimeout(() => whenIdle(() => stage(0)), 500);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    stopped = true;
    intents.forEach((type) => document.removeEventListener(type, onIntent));
    window.removeEventListener('load', onLoad);
    cancelIdle();
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
