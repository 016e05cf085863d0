/**
 * `npm test`, README's test command and CI's: the type check, the lint, the unit tests, then the
 * browser tests, stopping at the first that fails, as `npm run typecheck && npm run lint &&
 * npm run test:unit && npm run test:e2e` would. One difference: the browser tests' build (the one
 * their web server would otherwise make first, config/e2eServer.ts) runs beside the type check and
 * the lint, which use one core each while the build uses about one; the unit tests wait for it
 * (jest reads the tree the build writes). Its output goes to reports/e2e-build.log, printed when it
 * fails. `npm run test:e2e` alone still builds for itself.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import { E2E_SERVER_ENV } from '../../config/e2eServer';

const root = path.resolve(__dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Step {
  done: Promise<number>;
  stop: () => void;
}

/** `npm run <script>`; its output to the terminal, or to `log`. Resolves with its exit code. */
function run(script: string, env: Record<string, string> = {}, log?: string): Step {
  const out = log ? fs.openSync(log, 'w') : 'inherit';
  const started = Date.now();
  const child = spawn(npm, ['run', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  const done = new Promise<number>((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).then((code) => {
    if (typeof out === 'number') fs.closeSync(out);
    console.log(
      `test: ${script} ${code === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return code;
  });
  return { done, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<number> {
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const buildLog = path.join(root, 'reports', 'e2e-build.log');
  const build = run('build', E2E_SERVER_ENV, buildLog);
  for (const script of ['typecheck', 'lint']) {
    if ((await run(script).done) !== 0) {
      build.stop();
      await build.done;
      return 1;
    }
  }
  if ((await build.done) !== 0) {
    process.stdout.write(fs.readFileSync(buildLog));
    console.error("test: the browser tests' build failed (reports/e2e-build.log)");
    return 1;
  }
  // The unit tests then also check the build's scripts against the floor (tests/unit/scripts/floor.test.ts).
  if ((await run('test:unit', { FLOOR_REQUIRE_BUILD: '1' }).done) !== 0) return 1;
  return run('test:e2e', { E2E_PREBUILT: '1' }).done;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
