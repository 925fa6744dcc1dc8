import { HEARTBEAT_INTERVAL_SECONDS } from "@ria/api/modules/rewards/rewards.rules.ts";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHeartbeat } from "./useHeartbeat";
import type { RewardOutcome } from "./useRewardActions";

const refused: RewardOutcome = { ok: false, message: "Not now" };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useHeartbeat", () => {
  it("beats at once and every 30 s with the latest callbacks, without starting over when they change", async () => {
    const first = { beat: vi.fn(async () => refused), onOutcome: vi.fn() };
    const second = { beat: vi.fn(async () => refused), onOutcome: vi.fn() };
    const { rerender } = renderHook(({ beat, onOutcome }) => useHeartbeat(beat, onOutcome), { initialProps: first });
    await act(async () => {});
    expect(first.beat).toHaveBeenCalledTimes(1);
    expect(first.onOutcome).toHaveBeenCalledWith(refused);

    rerender(second);
    await act(async () => {});
    expect(second.beat).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_SECONDS * 1000));
    expect(first.beat).toHaveBeenCalledTimes(1);
    expect(second.beat).toHaveBeenCalledTimes(1);
    expect(second.onOutcome).toHaveBeenCalledWith(refused);
  });

  it("counts the seconds since the last answered beat", async () => {
    const { result } = renderHook(() =>
      useHeartbeat(
        async () => refused,
        () => {},
      ),
    );
    await act(async () => {});
    expect(result.current).toBe(0);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(3);
    await act(async () => vi.advanceTimersByTime((HEARTBEAT_INTERVAL_SECONDS - 3) * 1000));
    expect(result.current).toBe(0);
  });
});
