import { describe, expect, it, vi } from "vitest";
import { createConnectionStore, initialConnectionState, nextConnectionState, type ConnectionEvent } from "./connection-state";

function run(events: ConnectionEvent[]) {
  return events.reduce(nextConnectionState, initialConnectionState);
}

describe("nextConnectionState", () => {
  it("starts closed and connects", () => {
    expect(run([{ type: "connecting", isRetry: false }]).status).toBe("connecting");
    expect(run([{ type: "connecting", isRetry: false }, { type: "connected" }])).toEqual({
      status: "connected",
      recoveries: 0,
      everConnected: true,
    });
  });

  it("reports a dropped socket as reconnecting until it is back, then counts the reconnection", () => {
    const dropped = run([{ type: "connecting", isRetry: false }, { type: "connected" }, { type: "closed", code: 1006 }]);
    expect(dropped.status).toBe("reconnecting");
    const retrying = nextConnectionState(dropped, { type: "connecting", isRetry: true });
    expect(retrying.status).toBe("reconnecting");
    const stillDown = nextConnectionState(retrying, { type: "closed", code: 1006 });
    expect(stillDown.status).toBe("reconnecting");
    expect(nextConnectionState(stillDown, { type: "connected" })).toEqual({ status: "connected", recoveries: 1, everConnected: true });
  });

  it("treats a normal closure (no subscription left) as closed, and reopening it as no recovery", () => {
    const idle = run([{ type: "connecting", isRetry: false }, { type: "connected" }, { type: "closed", code: 1000 }]);
    expect(idle.status).toBe("closed");
    const reopened = [{ type: "connecting", isRetry: false } as const, { type: "connected" } as const].reduce(nextConnectionState, idle);
    expect(reopened).toEqual({ status: "connected", recoveries: 0, everConnected: true });
  });

  it("keeps showing reconnecting when a retry starts without the retry flag", () => {
    const dropped = run([{ type: "connected" }, { type: "closed", code: 1001 }]);
    expect(nextConnectionState(dropped, { type: "connecting", isRetry: false }).status).toBe("reconnecting");
  });
});

describe("createConnectionStore", () => {
  it("notifies listeners on change only", () => {
    const store = createConnectionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: "connecting", isRetry: false });
    store.dispatch({ type: "connecting", isRetry: false });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch({ type: "connected" });
    expect(store.get().status).toBe("connected");
    unsubscribe();
    store.dispatch({ type: "closed", code: 1006 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
