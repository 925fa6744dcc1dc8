import { getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLField, type GraphQLNamedType } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema } from "../src/schema/index.ts";
import { isSameForEveryone } from "../src/schema/subscription-audience.ts";

/**
 * A subscription marked the same for everyone shares one execution among all its subscribers, so
 * nothing its events resolve may read the viewer: no field below it resolves with the context (a
 * Pothos resolver declaring a third parameter, or a Prisma field), none carries auth scopes.
 */
const schema = buildSchema();
const subscriptions = Object.values(schema.getSubscriptionType()!.getFields());
const shared = subscriptions.filter((field) => isSameForEveryone(field as GraphQLField<unknown, unknown>));

type Resolver = (...args: unknown[]) => unknown;
type PothosExtensions = {
  pothosExposedField?: string;
  pothosOptions?: { authScopes?: unknown; resolve?: Resolver; id?: { resolve?: Resolver } };
};

/** Whether a field's own resolver declares the context parameter (exposed fields read their parent only). */
const resolvesWithContext = (field: GraphQLField<unknown, unknown>) => {
  const extensions = field.extensions as PothosExtensions;
  return !extensions.pothosExposedField && (extensions.pothosOptions?.resolve?.length ?? 0) >= 3;
};

function reachable(from: GraphQLNamedType, seen = new Set<GraphQLNamedType>()): Set<GraphQLNamedType> {
  if (seen.has(from)) return seen;
  seen.add(from);
  if (isObjectType(from) || isInterfaceType(from))
    for (const field of Object.values(from.getFields())) reachable(getNamedType(field.type), seen);
  if (isUnionType(from) || isInterfaceType(from)) for (const type of schema.getPossibleTypes(from)) reachable(type, seen);
  return seen;
}

/** What of the viewer a field (or its type) could read, or nothing. */
function viewerDependence(owner: GraphQLNamedType, field: GraphQLField<unknown, unknown>): string[] {
  const reasons: string[] = [];
  // A Relay node's id: the plugin's wrapper passes the context on to the node's own id resolver.
  const nodeId = field.name === "id" ? (owner.extensions as PothosExtensions).pothosOptions?.id?.resolve : undefined;
  if (nodeId ? nodeId.length >= 3 : resolvesWithContext(field)) reasons.push(`${owner.name}.${field.name} resolves with the context`);
  if ((field.extensions as PothosExtensions).pothosOptions?.authScopes) reasons.push(`${owner.name}.${field.name} has auth scopes`);
  return reasons;
}

describe("subscriptions whose subscribers all share one execution per event", () => {
  it("are the public ones: the platform status and the rewards leaderboard", () => {
    expect(shared.map((field) => field.name).sort()).toEqual(["leaderboardChanged", "platformStatus"]);
  });

  it.each(shared.map((field) => [field.name, field] as const))("%s reads nothing of the viewer below its root", (_name, root) => {
    const reasons: string[] = [];
    if (resolvesWithContext(root as GraphQLField<unknown, unknown>)) reasons.push(`${root.name} resolves with the context`);
    for (const type of reachable(getNamedType(root.type))) {
      if ((type.extensions as PothosExtensions).pothosOptions?.authScopes) reasons.push(`${type.name} has auth scopes`);
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values(type.getFields())) reasons.push(...viewerDependence(type, field as GraphQLField<unknown, unknown>));
    }
    expect(reasons).toEqual([]);
  });

  it("would catch a viewer-dependent field: a type with auth scopes and Prisma fields", () => {
    const task = schema.getType("ScheduledTask")!;
    expect((task.extensions as PothosExtensions).pothosOptions?.authScopes).toBeDefined();
    const player = schema.getType("RewardsPlayer");
    const rank = isObjectType(player) ? player.getFields().rank : undefined;
    expect(viewerDependence(player!, rank as GraphQLField<unknown, unknown>)).toEqual(["RewardsPlayer.rank resolves with the context"]);
  });
});
