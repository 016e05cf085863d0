/**
 * Peak memory of a build (scripts/bench): the proportional set size (PSS) of a process and all its
 * descendants, read from /proc. PSS counts a page shared by Chromium's processes once, where
 * summing their RSS would count it in each. NaN where /proc is missing (not Linux).
 *
 * Reading PSS is not free: the kernel walks each process's memory map, 60–90 ms for a build's
 * Chromium (17 % of a core when read twice a second, which slowed the build it measured by 7 %).
 * `PeakMemory` reads the cheap resident size (`statm`) often and PSS only when that reaches a new
 * high, or every 2 s.
 */
import fs from 'fs';

/** The processes of the tree under `root` (itself included). */
function treeOf(root: number): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
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
  return [...parent.keys()].filter(inTree);
}

/** Sums a number read from each process's file; NaN when none could be read. */
function sum(pids: number[], read: (pid: number) => number): number {
  let total = 0;
  let any = false;
  pids.forEach((pid) => {
    try {
      const value = read(pid);
      if (!Number.isFinite(value)) return;
      total += value;
      any = true;
    } catch {
      /* gone, or not ours to read */
    }
  });
  return any ? total : NaN;
}

const PAGE_KB = 4;

export function treePssMb(root: number): number {
  const kb = sum(treeOf(root), (pid) =>
    Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1]),
  );
  return Math.round(kb / 1024);
}

/** The resident size of the tree (shared pages counted in each process): cheap to read. */
export function treeRssMb(root: number): number {
  const kb = sum(treeOf(root), (pid) => {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return pages * PAGE_KB;
  });
  return Math.round(kb / 1024);
}

/** Samples a tree's memory while it runs: `peakMb` is the highest PSS seen. */
export class PeakMemory {
  peakMb = 0;

  private highRss = 0;

  private lastPss = 0;

  constructor(
    private readonly root: number,
    private readonly everyMs = 2000,
  ) {}

  /** Call often (every 250 ms): reads PSS when the resident size is at a new high, or is due. */
  sample(now = Date.now()): void {
    const rss = treeRssMb(this.root);
    const high = rss > this.highRss;
    if (high) this.highRss = rss;
    if (!high && now - this.lastPss < this.everyMs) return;
    this.lastPss = now;
    const pss = treePssMb(this.root);
    if (pss > this.peakMb) this.peakMb = pss;
  }
}
