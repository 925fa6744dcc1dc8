import { act, cleanup, render } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from "relay-runtime";
import type { Sink } from "relay-runtime/lib/network/RelayObservable";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ruleChanged, {
  type useRuleChangedSubscription as RuleChanged,
} from "../modules/automation/__generated__/useRuleChangedSubscription.graphql";
import { RESUBSCRIBE_DELAY_MS, useLiveSubscription } from "./useLiveSubscription";

/** A Relay environment whose subscriptions are sinks the test drives, counting starts and ends. */
function fakeEnvironment() {
  const sinks: Array<Sink<GraphQLResponse>> = [];
  let ended = 0;
  const network = Network.create(
    () => Observable.from(Promise.reject(new Error("no queries here"))),
    () =>
      Observable.create<GraphQLResponse>((sink) => {
        sinks.push(sink);
        return () => (ended += 1);
      }),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  return { environment, sinks, ended: () => ended };
}

function Live({ onNext, onError }: { onNext: (ruleId: string) => void; onError?: (error: Error) => void }) {
  useLiveSubscription<RuleChanged>({
    subscription: ruleChanged,
    onNext: (data) => data && onNext(data.automationRuleChanged.ruleId),
    ...(onError ? { onError } : {}),
  });
  return null;
}

/** Renders `<Live>` on the fake environment; `rerender` swaps its props. */
function renderLive(fake: ReturnType<typeof fakeEnvironment>, props: Parameters<typeof Live>[0]) {
  const tree = (liveProps: Parameters<typeof Live>[0]) => (
    <RelayEnvironmentProvider environment={fake.environment}>
      <Live {...liveProps} />
    </RelayEnvironmentProvider>
  );
  const view = render(tree(props));
  return { unmount: view.unmount, rerender: (next: Parameters<typeof Live>[0]) => view.rerender(tree(next)) };
}

const event = (ruleId: string): GraphQLResponse => ({ data: { automationRuleChanged: { ruleId, change: "updated" } } });

describe("useLiveSubscription", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("subscribes once and hands each event to the latest callback without starting again", () => {
    const fake = fakeEnvironment();
    const first = vi.fn();
    const second = vi.fn();
    const view = renderLive(fake, { onNext: first });
    act(() => fake.sinks[0]!.next(event("rule-1")));
    view.rerender({ onNext: second });
    act(() => fake.sinks[0]!.next(event("rule-2")));

    expect(first.mock.calls).toEqual([["rule-1"]]);
    expect(second.mock.calls).toEqual([["rule-2"]]);
    expect(fake.sinks).toHaveLength(1);
  });

  it("starts again after a pause when the server ends the subscription with an error", () => {
    const fake = fakeEnvironment();
    const onNext = vi.fn();
    const onError = vi.fn();
    renderLive(fake, { onNext, onError });
    act(() => fake.sinks[0]!.error(new Error("session ended")));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "session ended" }));

    act(() => vi.advanceTimersByTime(RESUBSCRIBE_DELAY_MS - 1));
    expect(fake.sinks).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(fake.sinks).toHaveLength(2);

    act(() => fake.sinks[1]!.next(event("rule-3")));
    expect(onNext).toHaveBeenCalledWith("rule-3");
  });

  it("ends the subscription on unmount and never starts it again", () => {
    const fake = fakeEnvironment();
    const view = renderLive(fake, { onNext: () => {} });
    act(() => fake.sinks[0]!.error(new Error("dropped")));
    view.unmount();
    act(() => vi.advanceTimersByTime(RESUBSCRIBE_DELAY_MS * 2));

    expect(fake.sinks).toHaveLength(1);
  });

  it("closes the server's stream when the screen goes away", () => {
    const fake = fakeEnvironment();
    const view = renderLive(fake, { onNext: () => {} });
    view.unmount();
    expect(fake.ended()).toBe(1);
  });
});
