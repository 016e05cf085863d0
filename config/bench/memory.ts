/**
 * Peak memory of a build (config/bench): the proportional set size (PSS) of a process and all its
 * descendants, read from /proc. PSS counts a page shared by Chromium's processes once, where
 * summing their RSS would count it in each. NaN where /proc is missing (not Linux).
 */
import fs from 'fs';

export function treePssMb(root: number): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return NaN;
  }
  const parent = new Map<number, number>();
  entries.forEach((p) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      parent.set(Number(p), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  });
  const inTree = (pid: number) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops += 1) {
      if (p === root) return true;
    }
    return false;
  };
  let kb = 0;
  parent.forEach((_, pid) => {
    if (!inTree(pid)) return;
    try {
      kb += Number(
        /^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1],
      );
    } catch {
      /* gone, or not ours to read */
    }
  });
  return Math.round(kb / 1024);
}
