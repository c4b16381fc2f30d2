import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLazyLoadError, LAZY_LOAD_TIMEOUT_MS, lazyWithRetry } from './lazy-with-retry';

afterEach(() => vi.useRealTimers());

describe('lazyWithRetry', () => {
  it('uses the limits of spec section 9: 120 s per attempt', () => {
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('returns the module when the first attempt succeeds, loading once', async () => {
    const load = vi.fn(async () => ({ Component: 'page' }));
    await expect(lazyWithRetry(load)()).resolves.toEqual({ Component: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries once after a failed attempt', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    await expect(lazyWithRetry(load)()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry with a LazyLoadError that keeps the cause', async () => {
    const cause = new TypeError('offline');
    const load = vi.fn(async () => {
      throw cause;
    });
    const error = await lazyWithRetry(load)().catch((e: unknown) => e);
    expect(isLazyLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('abandons an attempt that hangs past the timeout and retries', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce('page');
    const result = lazyWithRetry(load)();
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
