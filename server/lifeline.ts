/**
 * Children that cannot outlive the process that started them, however it dies (a SIGKILL
 * included, which runs none of its handlers).
 *
 * The parent spawns the child with a pipe (Node's socket pair) as its stdin and `LANTU_LIFELINE=stdin` in its
 * environment (`lifelineEnv`), writes nothing to the pipe and never closes it. Only the
 * parent holds the pipe's writing end: when the parent is gone, the kernel closes it and the
 * child (`exitWithParent`) reads the end of its stdin at once. Descendants that inherit the same
 * stdin (npm → sh → node) see it too. As a second sign, the child also notices its parent changing
 * (`process.ppid`, polled every second: reparented to init or a subreaper), for a stdin someone
 * else closed or took over.
 *
 * Opt-in by the environment: a program run from a terminal (stdin a TTY, no variable) never
 * watches anything and never reads the terminal.
 *
 * Used by the publisher for its publish (server/publisher/index.ts → `npm run build:content`),
 * by startServer for the preview it starts (server/preview/start.ts), and by the steps of a
 * publish (scripts/prerender, scripts/pictures, scripts/linkpush). Chromium needs nothing: Playwright
 * talks to it over a pipe and it quits when that pipe closes (checked: SIGKILL of the process
 * that launched it, the whole Chromium group gone within 3 s).
 */
import fs from 'fs';

export const LIFELINE_ENV = 'LANTU_LIFELINE';

/** What `spawn` needs for a child that watches this process: stdin a pipe, the variable set. */
export const lifelineEnv = { [LIFELINE_ENV]: 'stdin' } as const;

let watching = false;

/**
 * When this process was started with a lifeline (`LANTU_LIFELINE=stdin`), calls `onGone` once the
 * process that started it is gone, then exits with status 1 (after `onGone`'s promise, at most
 * 10 s). Nothing otherwise. Keeps nothing alive: a program still ends when its work is done.
 */
export function exitWithParent(onGone: () => void | Promise<void> = () => undefined): void {
  if (process.env[LIFELINE_ENV] !== 'stdin' || watching) return;
  watching = true;
  let gone = false;
  const leave = (why: string) => {
    if (gone) return;
    gone = true;
    // eslint-disable-next-line no-console
    console.error(`${why}：停止（the process that started this one is gone: stopping）`);
    Promise.race([
      Promise.resolve()
        .then(onGone)
        .catch(() => undefined),
      new Promise((r) => {
        setTimeout(r, 10_000).unref();
      }),
    ]).finally(() => process.exit(1));
  };
  // Node's `stdio: 'pipe'` is a socket pair on Unix; a shell's `|` a FIFO. A TTY or a file: no.
  let isPipe = false;
  try {
    const stdin = fs.fstatSync(0);
    isPipe = stdin.isFIFO() || stdin.isSocket();
  } catch {
    /* no stdin at all */
  }
  if (isPipe) {
    const stdin = process.stdin as NodeJS.ReadStream & { unref?: () => void };
    stdin.on('data', () => undefined);
    stdin.once('end', () => leave('启动本进程的进程已退出'));
    stdin.once('error', () => leave('启动本进程的进程已退出'));
    stdin.resume();
    stdin.unref?.();
  }
  const parent = process.ppid;
  if (parent > 1) {
    setInterval(() => {
      if (process.ppid !== parent) leave(`父进程 ${parent} 已退出`);
    }, 1000).unref();
  }
}
