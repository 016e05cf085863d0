/**
 * A failed publish is tried again, after a pause that grows (30 s, 1 min, 2 min, 5 min, then every
 * 10 min) until one succeeds: a publish that cannot start (a port held, a full disk) heals by itself
 * once the cause is gone, instead of waiting for the next webhook or poll, and says so once per
 * retry in the log, never silently. Any publish in between (a webhook, the poll) counts as the try;
 * a success ends the series. The retry is an ordinary request of the queue (server/publisher/
 * publisher.ts, PublishQueue): merged with whatever else is waiting, one publish at a time.
 */
import type { RunResult } from './publisher';

export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 600_000];

export class RetryAfterFailure {
  private failures = 0;

  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly request: (reason: string) => unknown,
    private readonly log: (line: string) => void = () => undefined,
    private readonly delays: number[] = RETRY_DELAYS_MS,
  ) {}

  /** How many publishes in a row failed. */
  get failed(): number {
    return this.failures;
  }

  /** Wraps a run: its result is noted (a failure schedules the next try), then returned. */
  wrap<A extends unknown[]>(run: (...args: A) => Promise<RunResult>) {
    return async (...args: A): Promise<RunResult> => {
      const result = await run(...args).catch((error: Error): RunResult => ({
        ok: false,
        seconds: 0,
        drawn: [],
        error: error.message,
      }));
      this.note(result);
      return result;
    };
  }

  note(result: RunResult): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (result.ok) {
      if (this.failures) this.log(`发布已恢复（此前连续失败 ${this.failures} 次）`);
      this.failures = 0;
      return;
    }
    const delay = this.delays[Math.min(this.failures, this.delays.length - 1)];
    this.failures += 1;
    const n = this.failures;
    this.log(`发布失败（连续第 ${n} 次）：${Math.round(delay / 1000)} 秒后重试`);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.request(`失败后重试（第 ${n} 次）`);
    }, delay);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
