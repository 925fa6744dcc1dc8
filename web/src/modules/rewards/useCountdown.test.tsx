import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./useCountdown";

/** Renders the countdown for `seconds`, recording every value it rendered. */
function renderCountdown(seconds: number) {
  const rendered: number[] = [];
  const hook = renderHook(
    ({ seconds }: { seconds: number }) => {
      const left = useCountdown(seconds);
      rendered.push(left);
      return left;
    },
    { initialProps: { seconds } },
  );
  return { ...hook, rendered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useCountdown", () => {
  it("counts the server's seconds down once a second and stops at 0", () => {
    const { result } = renderCountdown(2);
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it("starts again from each new figure, with no render showing the old countdown", () => {
    const { result, rerender, rendered } = renderCountdown(0);
    act(() => vi.advanceTimersByTime(3000));
    rendered.length = 0;
    rerender({ seconds: 900 });
    expect(new Set(rendered)).toEqual(new Set([900]));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(899);
    rerender({ seconds: 0 });
    expect(result.current).toBe(0);
  });
});
