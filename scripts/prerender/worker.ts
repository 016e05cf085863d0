/**
 * The prerender kept loaded between publishes (server/publisher, `prerenderWorker`): the publisher
 * forks this once, and each publish is one message, `{ run, env }`, answered `{ run, code }` when
 * `main()` of ./index.ts has run with those settings. A program of its own spends seconds of every
 * publish compiling and loading the prerender's modules and Playwright before it asks the API
 * anything; here that happens once. Chromium still starts and stops with each run.
 *
 * It cannot outlive the publisher: its stdin is the publisher's lifeline (server/lifeline.ts) and
 * its IPC channel closes with it. Its output is the publisher's, run by run.
 */
import { exitWithParent } from '../../server/lifeline';
import { failureLine, main } from './index';

interface RunMessage {
  run: number;
  /** Settings for this run; null removes one. */
  env: Record<string, string | null>;
}

exitWithParent();
process.on('disconnect', () => process.exit(1));
let busy = false;
process.on('message', (message: RunMessage) => {
  if (busy || typeof message?.run !== 'number') return;
  busy = true;
  Object.entries(message.env).forEach(([key, value]) => {
    if (value === null) delete process.env[key];
    else process.env[key] = value;
  });
  main().then(
    () => {
      busy = false;
      process.send?.({ run: message.run, code: 0 });
    },
    (error: unknown) => {
      busy = false;
      console.error(failureLine(error));
      process.send?.({ run: message.run, code: 1 });
    },
  );
});
process.send?.({ ready: true });
