/**
 * A preview server left behind by a run that died (server/preview/start.ts): found by the port it
 * holds, proved ours and ownerless from /proc, and stopped, so the next build or publish goes on
 * instead of failing on "port in use" until someone kills it by hand. Linux only (/proc); anywhere
 * else nothing is ever found, and the port in use is reported as before.
 *
 * A process holding the port is a leftover of ours only when all of these hold:
 * - its command line is this checkout's preview (`<root>/server/preview/index.ts`) on that port;
 * - it leads a process group of its own (startServer's `detached: true`; `npm run preview` from a
 *   shell does not);
 * - whoever started it is gone: startServer writes the starter's pid and start time into the
 *   child's environment (`LANTU_PREVIEW_OWNER`), read back from /proc/<pid>/environ, so a reused
 *   pid is not mistaken for the starter. A preview started before that variable existed counts as
 *   ownerless when its parent is no longer a node process (reparented to init or a subreaper).
 *
 * Anything else (another program, a preview someone runs by hand, a build running now) is a
 * stranger, never signalled: the caller reports it in one line with its pid and command.
 */
import fs from 'fs';
import net from 'net';
import path from 'path';

export const OWNER_ENV = 'LANTU_PREVIEW_OWNER';

const root = path.resolve(__dirname, '../..');

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * A running process's parent, group and start time (clock ticks since boot), from
 * /proc/<pid>/stat; null when there is none (or only its zombie, waiting to be reaped).
 */
export function procStat(pid: number): { ppid: number; pgid: number; start: string } | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command's name (in parentheses) may hold spaces: the fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return null;
  return { ppid: Number(fields[1]), pgid: Number(fields[2]), start: fields[19] };
}

/** `<pid>:<start time>`: this process, as a starter names itself to its children. */
export const ownerTag = (pid = process.pid): string => `${pid}:${procStat(pid)?.start ?? '?'}`;

/** Whether the process `tag` names (`ownerTag`) still runs: the same pid, started at that time. */
export function ownerAlive(tag: string): boolean {
  const [pid, start] = tag.split(':');
  const stat = procStat(Number(pid));
  return stat !== null && (start === '?' || stat.start === start);
}

const argvOf = (pid: number): string[] => (read(`/proc/${pid}/cmdline`) ?? '').split('\0');

/** The pid of the process listening on `port` (TCP, IPv4 or IPv6), or null when none is found. */
export function portHolder(port: number): number | null {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    (read(table) ?? '')
      .split('\n')
      .slice(1)
      .forEach((line) => {
        const f = line.trim().split(/\s+/);
        // local address "ADDR:PORT", state 0A: LISTEN; the socket's inode is the tenth field.
        if (f.length > 9 && f[1].endsWith(`:${hex}`) && f[3] === '0A') inodes.add(f[9]);
      });
  }
  if (!inodes.size) return null;
  const links = new Set([...inodes].map((i) => `socket:[${i}]`));
  for (const entry of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      try {
        if (links.has(fs.readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return null;
}

/** What a process is, for a message: its pid and command line. */
export const describe = (pid: number): string =>
  `pid ${pid}（${argvOf(pid)
    .filter(Boolean)
    .map((a) => path.basename(a))
    .join(' ')
    .slice(0, 120)}）`;

/** Whether `pid` is a preview of this checkout on `port` left behind by a run that is gone. */
export function isLeftover(pid: number, port: number): boolean {
  const argv = argvOf(pid);
  const at = argv.indexOf('--port');
  if (!argv.includes(path.join(root, 'server/preview/index.ts')) || argv[at + 1] !== String(port))
    return false;
  const stat = procStat(pid);
  if (!stat || stat.pgid !== pid) return false;
  const env = (read(`/proc/${pid}/environ`) ?? '').split('\0');
  const owner = env.find((e) => e.startsWith(`${OWNER_ENV}=`))?.slice(OWNER_ENV.length + 1);
  if (owner) return !ownerAlive(owner);
  return !/(^|\/)node$/.test(argvOf(stat.ppid)[0] ?? '');
}

/** Whether something accepts connections on the port (localhost, IPv4 or IPv6). */
export async function portInUse(port: number): Promise<boolean> {
  const tryHost = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.setTimeout(2000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      // A server that accepts nothing (stopped, hung) still holds the port.
      socket.once('timeout', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const [v4, v6] = await Promise.all([tryHost('127.0.0.1'), tryHost('::1')]);
  return v4 || v6;
}

const sleep = (ms: number) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

/**
 * Stops the leftover `pid` (its whole group: SIGTERM, then SIGKILL after 3 s) and waits until the
 * port is free. False when the port is still held after that.
 */
export async function reclaim(pid: number, port: number): Promise<boolean> {
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      /* gone */
    }
  };
  signal('SIGTERM');
  signal('SIGCONT'); // a stopped process handles its SIGTERM only once it runs
  for (let i = 0; i < 50; i += 1) {
    if (i === 30) signal('SIGKILL');
    if (!procStat(pid) && !(await portInUse(port))) return true;
    await sleep(100);
  }
  return !(await portInUse(port));
}
