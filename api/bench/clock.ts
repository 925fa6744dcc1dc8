/**
 * Wall-clock milliseconds with sub-millisecond resolution. Every process derives it from the same
 * system clock at start-up plus a monotonic timer, so stamps from different processes compare.
 */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
