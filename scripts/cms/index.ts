/**
 * `npm run cms -- <action>`: the mock CMS's editor actions from the terminal (add, revise and
 * remove cases and news, list, reset). See ./cli.ts for the actions and the exit status, and
 * ./publish.ts for what each does; README "Preview for marketing staff".
 */
import { runCms } from './cli';

runCms(process.argv.slice(2), {
  env: process.env,
  // eslint-disable-next-line no-console
  out: (line) => console.log(line),
  // eslint-disable-next-line no-console
  err: (line) => console.error(line),
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: Error) => {
    // eslint-disable-next-line no-console
    console.error(`cms: ${error.stack || error.message}`);
    process.exitCode = 1;
  },
);
