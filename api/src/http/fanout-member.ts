import type { ExecutionResult } from "graphql";
import type { WebSocket } from "ws";

/** One graphql-ws subscription: the socket it lives on and the id its client gave it. */
export interface FanoutMember {
  socket: WebSocket;
  subscriptionId: string;
}

/** A member as its group keeps it: where to write each event, and how to end its subscription. */
export interface GroupMember {
  /** `{"id":…,"type":"next","payload":`: the frame's head, made once per subscription. */
  frameHead: string;
  socket: WebSocket;
  /** Ends what graphql-ws awaits for this subscription: done, or the source's error. */
  finish(error?: unknown): void;
}

/**
 * A member's two faces: the entry its group writes events to, and the stream graphql-ws holds for the
 * subscription, which yields nothing and ends when the group finishes the member or graphql-ws returns it
 * (`leave` then takes the entry out of its group).
 */
export function memberOf(member: FanoutMember, leave: (entry: GroupMember) => void) {
  let settle: (step: IteratorResult<ExecutionResult>) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const ended = new Promise<IteratorResult<ExecutionResult>>((resolve, reject) => ((settle = resolve), (fail = reject)));
  // graphql-ws awaits it and reports the source's error; never an unhandled rejection besides.
  ended.catch(() => {});
  const entry: GroupMember = {
    frameHead: `{"id":${JSON.stringify(member.subscriptionId)},"type":"next","payload":`,
    socket: member.socket,
    finish: (error) => (error === undefined ? settle({ done: true, value: undefined }) : fail(error)),
  };
  const done = (): Promise<IteratorResult<ExecutionResult>> => {
    leave(entry);
    settle({ done: true, value: undefined });
    return ended;
  };
  const stream: AsyncIterableIterator<ExecutionResult> = {
    next: () => ended,
    return: done,
    throw: done,
    [Symbol.asyncIterator]: () => stream,
  };
  return { entry, stream };
}
