import { GraphQLError } from "graphql";
import type { AppContext } from "../context.ts";

/** The refusal a caller gets: sign in first (UNAUTHENTICATED) or not allowed (FORBIDDEN). */
export function refusalFor(context: Pick<AppContext, "viewer">): GraphQLError {
  return context.viewer
    ? new GraphQLError("You are not allowed to see this.", { extensions: { code: "FORBIDDEN" } })
    : new GraphQLError("Sign in to see this.", { extensions: { code: "UNAUTHENTICATED" } });
}

/**
 * For subscriptions: scope-auth checks a field when each event resolves, but a refused caller
 * should not be subscribed at all, so `subscribe` calls this first.
 */
export function requireRoleToSubscribe(context: Pick<AppContext, "viewer">, role: "ADMIN" | "CLIENT"): void {
  if (context.viewer?.role !== role) throw refusalFor(context);
}
