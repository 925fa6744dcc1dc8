import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveConnection } from "./environment";
import { FALLBACK_REFETCH_MS, useLiveCatchUp } from "./useLiveCatchUp";

function CatchingUp({ onCatchUp }: { onCatchUp: (reason: string) => void }) {
  useLiveCatchUp(onCatchUp);
  return null;
}

const connect = () => act(() => liveConnection.dispatch({ type: "connected" }));
const drop = () => act(() => liveConnection.dispatch({ type: "closed", code: 1006 }));

describe("useLiveCatchUp", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    connect();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("catches up each time the connection comes back, never on the first connection", () => {
    const catchUp = vi.fn();
    render(<CatchingUp onCatchUp={catchUp} />);
    connect();
    expect(catchUp).not.toHaveBeenCalled();
    drop();
    connect();
    expect(catchUp).toHaveBeenCalledExactlyOnceWith("recovered");
    drop();
    connect();
    expect(catchUp).toHaveBeenCalledTimes(2);
  });

  it("fetches again slowly while the connection is down, and stops once it is back", () => {
    const catchUp = vi.fn();
    render(<CatchingUp onCatchUp={catchUp} />);
    act(() => vi.advanceTimersByTime(FALLBACK_REFETCH_MS * 3));
    expect(catchUp).not.toHaveBeenCalled();
    drop();
    act(() => vi.advanceTimersByTime(FALLBACK_REFETCH_MS * 2));
    expect(catchUp.mock.calls).toEqual([["still-down"], ["still-down"]]);
    connect();
    act(() => vi.advanceTimersByTime(FALLBACK_REFETCH_MS * 3));
    expect(catchUp.mock.calls).toEqual([["still-down"], ["still-down"], ["recovered"]]);
  });

  it("runs the latest callback it was given", () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(<CatchingUp onCatchUp={first} />);
    view.rerender(<CatchingUp onCatchUp={latest} />);
    drop();
    connect();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
