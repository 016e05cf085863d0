/**
 * The consultation form's idle-time prefetch (src/components/ConsultForm/load.ts): each stage
 * starts at the head of an idle period that can hold it, or once it has waited STAGE_WAIT_MS.
 */
import {
  inIdlePeriod,
  savesData,
  STAGE_IDLE_MS,
  STAGE_WAIT_MS,
} from '../../../src/components/ConsultForm/load';

interface Asked {
  run: (deadline: IdleDeadline) => void;
  timeout?: number;
}

const deadline = (remaining: number, didTimeout = false): IdleDeadline => ({
  didTimeout,
  timeRemaining: () => remaining,
});

describe('inIdlePeriod', () => {
  const asked: Asked[] = [];
  const cancel = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    asked.length = 0;
    cancel.mockClear();
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: jest.fn((run: Asked['run'], options?: IdleRequestOptions) => {
        asked.push({ run, timeout: options?.timeout });
        return asked.length;
      }),
    });
    Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, value: cancel });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('waits out short idle periods (a slow phone, the rest of a busy frame) and runs in a whole one', () => {
    const run = jest.fn();
    inIdlePeriod(run);
    expect(asked).toHaveLength(1);
    expect(asked[0].timeout).toBeGreaterThan(STAGE_WAIT_MS - 100);
    expect(asked[0].timeout).toBeLessThanOrEqual(STAGE_WAIT_MS);
    // Lighthouse's mobile run gives a page at most (50 − 10) / 4 = 10 ms of an idle period.
    asked[0].run(deadline(10));
    expect(run).not.toHaveBeenCalled();
    expect(asked).toHaveLength(2);
    // Asked again within the same wait, not a new one.
    jest.advanceTimersByTime(1000);
    asked[1].run(deadline(STAGE_IDLE_MS - 1));
    expect(run).not.toHaveBeenCalled();
    expect(asked[2].timeout).toBeLessThanOrEqual(STAGE_WAIT_MS - 1000);
    asked[2].run(deadline(STAGE_IDLE_MS));
    expect(run).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(3);
  });

  it('runs once the wait is over, idle or not, and can be cancelled', () => {
    const run = jest.fn();
    inIdlePeriod(run);
    asked[0].run(deadline(0, true));
    expect(run).toHaveBeenCalledTimes(1);

    const other = jest.fn();
    const stop = inIdlePeriod(other);
    asked[1].run(deadline(3));
    stop();
    expect(cancel).toHaveBeenCalledWith(3);
    expect(other).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari) runs 300 ms later', () => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    const run = jest.fn();
    inIdlePeriod(run);
    jest.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('savesData', () => {
  const setConnection = (connection: unknown) =>
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it('is false where the browser tells nothing of the connection (Firefox, Safari)', () => {
    expect(savesData()).toBe(false);
  });

  it('is true with Data Saver on, or on a connection measured as 2G', () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    expect(savesData()).toBe(true);
    setConnection({ saveData: false, effectiveType: '2g' });
    expect(savesData()).toBe(true);
    setConnection({ saveData: false, effectiveType: 'slow-2g' });
    expect(savesData()).toBe(true);
  });

  it('is false on 3G and 4G without Data Saver', () => {
    setConnection({ saveData: false, effectiveType: '3g' });
    expect(savesData()).toBe(false);
    setConnection({ effectiveType: '4g' });
    expect(savesData()).toBe(false);
  });
});
