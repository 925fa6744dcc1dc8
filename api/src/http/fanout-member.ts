import type { Connection, Running } from "./graphql-ws-server.ts";

/**
 * One subscription served by a fan-out group: where the group writes its events (the frame's head made once), how
 * the group ends it, and how it leaves the group when its client completes it or goes away. One small object per
 * subscriber, its behaviour on the prototype.
 */
export class GroupMember<Group = unknown> implements Running {
  /** `{"id":…,"type":"next","payload":`: the head of every frame sent to this subscription. */
  readonly frameHead: string;

  constructor(
    readonly connection: Connection,
    readonly id: string,
    readonly group: Group,
    private readonly leaveGroup: (member: GroupMember<Group>) => void,
  ) {
    this.frameHead = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  }

  /** Writes one event's payload (the frame's tail), when the socket is open. */
  write(tail: string): void {
    const { socket } = this.connection;
    if (socket.readyState === socket.OPEN) socket.send(this.frameHead + tail);
  }

  /** The group ended: the client is told, by complete or by the source's error. */
  finish(error?: unknown): void {
    this.connection.finish(this.id, error);
  }

  /** The client completed it, or its socket closed. */
  stop(): void {
    this.leaveGroup(this);
  }
}
