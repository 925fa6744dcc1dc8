import type { ExecutionResult } from "graphql";
import { GroupMember } from "./fanout-member.ts";
import type { Connection } from "./graphql-ws-server.ts";

/** Starts the underlying subscription (Yoga's envelop `subscribe`) with the first member's execution arguments. */
type StartSource = () => Promise<AsyncIterable<ExecutionResult> | ExecutionResult> | AsyncIterable<ExecutionResult> | ExecutionResult;

/** What the fan-out is doing: groups, their members and the executions they shared. */
export interface FanoutStats {
  /** Groups running one underlying subscription each. */
  groups: number;
  /** Subscriptions served by those groups. */
  members: number;
  /** Results computed by the groups' underlying subscriptions since start: one per event per group. */
  executions: number;
}

type Member = GroupMember<Group>;

interface Group {
  key: string;
  members: Set<Member>;
  /** The underlying subscription once started (a result instead when it was refused). */
  started: Promise<AsyncIterable<ExecutionResult> | ExecutionResult>;
  source?: AsyncIterator<ExecutionResult>;
  closed: boolean;
  /** Whether a member that joins gets the latest payload at once (see `join`). */
  replayLatest: boolean;
  /** The latest payload sent to the group (its tail, after the frame head), when replayed. */
  latest?: string;
}

/**
 * Grouped fan-out for graphql-ws subscriptions. Subscribers whose key is the same (operation,
 * variables and what of the viewer the result can depend on, see websocket.ts) share one underlying
 * subscription: each event is executed and serialised once, and the same payload bytes are written to
 * every member's socket under its own subscription id. The source starts with the first member and
 * ends when the last one leaves; a member that joins receives every event published after it joined
 * and, where each event is a whole snapshot (a group that replays), the latest one at once: so a page
 * that loaded its data just before it was listening misses no change made in between.
 *
 * To the protocol each member is a running operation (`GroupMember`): stopped when its client completes it or its socket
 * closes, finished (complete, or the source's error) when the group ends.
 */
export function createSubscriptionFanout() {
  const groups = new Map<string, Group>();
  let members = 0;
  let executions = 0;

  function leave(group: Group, member: Member): void {
    if (!group.members.delete(member)) return;
    members--;
    if (group.members.size > 0) return;
    // Last one out: a later subscriber starts afresh rather than joining a source being closed.
    close(group);
    void group.source?.return?.();
  }

  function close(group: Group): void {
    group.closed = true;
    if (groups.get(group.key) === group) groups.delete(group.key);
  }

  // One function for every member (each keeps its group), rather than a closure per member.
  const leaveItsGroup = (member: Member) => leave(member.group, member);

  async function pump(group: Group, source: AsyncIterator<ExecutionResult>): Promise<void> {
    let failure: unknown;
    try {
      for (;;) {
        const step = await source.next();
        if (step.done) break;
        executions++;
        // graphql-ws's own payload: the result as JSON, errors by their toJSON().
        const tail = `${JSON.stringify(step.value)}}`;
        if (group.replayLatest) group.latest = tail;
        for (const member of group.members) member.write(tail);
      }
    } catch (error) {
      failure = error;
    }
    close(group);
    for (const member of group.members) member.finish(failure ?? undefined);
    members -= group.members.size;
    group.members.clear();
  }

  return {
    /**
     * Joins the subscription `id` of `connection` to the group of `key`, starting the group's source when it is the
     * first. Resolves to the member (the running operation the protocol keeps), or to the refusal (an execution result
     * with errors) the source's start gave. With `replayLatest` (events are whole snapshots), a member joining a running
     * group is sent its latest event at once.
     */
    async join(
      key: string,
      connection: Connection,
      id: string,
      start: StartSource,
      replayLatest = false,
    ): Promise<Member | ExecutionResult> {
      let group = groups.get(key);
      if (!group) {
        const fresh: Group = { key, members: new Set(), started: Promise.resolve().then(start), closed: false, replayLatest };
        groups.set(key, fresh);
        fresh.started.then(
          (started) => {
            if (!isAsyncIterable(started)) return close(fresh);
            fresh.source = started[Symbol.asyncIterator]();
            if (fresh.closed) return void fresh.source.return?.();
            void pump(fresh, fresh.source);
          },
          () => close(fresh),
        );
        group = fresh;
      }
      const joined = group;

      const member: Member = new GroupMember(connection, id, joined, leaveItsGroup);
      joined.members.add(member);
      members++;
      if (joined.latest !== undefined) member.write(joined.latest);

      let started: AsyncIterable<ExecutionResult> | ExecutionResult;
      try {
        started = await joined.started;
      } catch (error) {
        leave(joined, member);
        throw error;
      }
      if (!isAsyncIterable(started)) {
        leave(joined, member);
        return started;
      }
      return member;
    },
    stats(): FanoutStats {
      return { groups: groups.size, members, executions };
    },
  };
}

export type SubscriptionFanout = ReturnType<typeof createSubscriptionFanout>;

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === "function";
}
