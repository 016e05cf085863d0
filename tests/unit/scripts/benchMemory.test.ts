/**
 * @jest-environment node
 *
 * The bench's memory sampling (scripts/bench/memory.ts): PSS is costly to read, so it is read when
 * the resident size reaches a new high, or when due, never on every tick.
 */
import fs from 'fs';
import { PeakMemory, treePssMb, treeRssMb } from '../../../scripts/bench/memory';

const linux = fs.existsSync('/proc/self/smaps_rollup');
(linux ? describe : describe.skip)('peak memory of a process tree', () => {
  it('reads the tree (this process) by PSS and by resident size', () => {
    const pss = treePssMb(process.pid);
    const rss = treeRssMb(process.pid);
    expect(pss).toBeGreaterThan(10);
    expect(rss).toBeGreaterThanOrEqual(pss);
  });

  it('reads PSS at a new resident high or when due, not on every tick', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    const pssReads = () =>
      read.mock.calls.filter(([file]) => String(file).endsWith('/smaps_rollup')).length;
    const memory = new PeakMemory(process.pid, 2000);
    memory.sample(0); // the first is a new high
    const first = pssReads();
    expect(first).toBeGreaterThan(0);
    expect(memory.peakMb).toBeGreaterThan(10);
    memory.sample(250); // not higher, not due (unless this process just grew)
    memory.sample(500);
    const quiet = pssReads();
    // A growing heap may set one new high between the ticks; never one read a tick.
    expect(quiet - first).toBeLessThanOrEqual(first);
    memory.sample(2500); // due
    expect(pssReads()).toBeGreaterThan(quiet);
    read.mockRestore();
  });
});
