import about from './about';
import caseModel from './case';
import contactUs from './contactUs';
import global from './global';
import index, { indexHandoff } from './index';
import services from './services';
import setting from './setting';
import websiteMap from './websiteMap';

/**
 * Every model's initial state by namespace: a prerendered page's HTML carries only what differs
 * from it (src/utils/prerender.ts, storeDelta), and the store starts from it plus that.
 */
// A function, not a constant: app.tsx is reached from the models' own imports (through umi's
// exports), so the models may not be evaluated yet when this module is.
export const initialStates = (): Record<string, unknown> =>
  Object.fromEntries(
    [about, caseModel, contactUs, global, index, services, setting, websiteMap].map((m) => [
      m.namespace,
      m.state,
    ]),
  );

/**
 * The handoff's store (a delta from initialStates) as the HTML carries it: a model may leave out
 * what its page's markup does not show and the live call brings anyway (index: the showcase's
 * other groups).
 */
export function handoffStore(delta: Record<string, unknown>): Record<string, unknown> {
  const trims: Record<string, (state: never) => unknown> = { index: indexHandoff };
  return Object.fromEntries(
    Object.entries(delta).map(([ns, state]) => [
      ns,
      trims[ns] && state && typeof state === 'object' ? trims[ns](state as never) : state,
    ]),
  );
}
