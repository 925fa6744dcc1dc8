import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { CATCH_UP_ATTEMPTS, useChatSync } from "./useChatSync";

/** An environment whose chat queries wait until the test answers them, counting how many were asked. */
function heldChatEnvironment() {
  const pending: Array<(response: GraphQLResponse) => void> = [];
  const network = Network.create(() => Observable.from(new Promise<GraphQLResponse>((resolve) => pending.push(resolve))));
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  return { wrapper, pending };
}

const emptyChat: GraphQLResponse = {
  data: { chat: { id: "Q2hhdFRocmVhZDox", messages: { edges: [], pageInfo: { hasPreviousPage: false, startCursor: null } } } },
};

/** Lets the fetch's promise chain run, so the next request (if any) is made. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("useChatSync's catch-up", () => {
  it("asks once when no live message arrives meanwhile", async () => {
    const { wrapper, pending } = heldChatEnvironment();
    const { result } = renderHook(() => useChatSync(), { wrapper });
    const done = result.current.catchUp(null);
    await settle();
    pending.shift()!(emptyChat);
    await expect(done).resolves.toEqual({ answered: false });
    expect(pending).toHaveLength(0);
  });

  it("asks again when a live message arrived while its answer was on the way (that answer would drop it)", async () => {
    const { wrapper, pending } = heldChatEnvironment();
    const { result } = renderHook(() => useChatSync(), { wrapper });
    const done = result.current.catchUp(null);
    await settle();
    result.current.messageArrived();
    pending.shift()!(emptyChat);
    await settle();
    expect(pending).toHaveLength(1);
    pending.shift()!(emptyChat);
    await expect(done).resolves.toEqual({ answered: false });
  });

  it("gives up asking again after a few tries in a busy chat", async () => {
    const { wrapper, pending } = heldChatEnvironment();
    const { result } = renderHook(() => useChatSync(), { wrapper });
    const done = result.current.catchUp(null);
    for (let attempt = 1; attempt <= CATCH_UP_ATTEMPTS; attempt += 1) {
      await settle();
      result.current.messageArrived();
      pending.shift()!(emptyChat);
    }
    await expect(done).resolves.toEqual({ answered: false });
    expect(pending).toHaveLength(0);
  });
});
