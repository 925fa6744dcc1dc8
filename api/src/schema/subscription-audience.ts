import type { GraphQLField } from "graphql";

/**
 * Marks a subscription field whose events read nothing of the viewer: the field's `resolve` and every
 * field below its type use no context but shared services and carry no auth scopes, and its `subscribe`
 * listens to the same channel for everyone; each event is a whole snapshot (a round of checks, both
 * boards), so a subscriber joining late is sent the latest one at once. All its subscribers then share
 * one execution per event (http/subscription-fanout.ts). Unmarked subscriptions are grouped per viewer (user, role, guest).
 * test/subscription-audience.test.ts checks the marked fields' types.
 */
export const SAME_FOR_EVERYONE = { subscriptionAudience: "everyone" } as const;

export function isSameForEveryone(field: GraphQLField<unknown, unknown> | undefined): boolean {
  return field?.extensions.subscriptionAudience === SAME_FOR_EVERYONE.subscriptionAudience;
}
