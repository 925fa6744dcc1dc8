import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import type { AppContext } from "../context.ts";
import { isStorableText } from "../rules/storable-text.rules.ts";
import { refusalFor } from "./auth-errors.ts";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";

/** Plugins and scalars only; types live in their domain's `*.schema.ts`. */
export const builder = new SchemaBuilder<{
  Context: AppContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { public: boolean; admin: boolean; client: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date | string }; JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Refusals carry a code the client can act on: sign in (UNAUTHENTICATED) or not allowed (FORBIDDEN).
    unauthorizedError: (_parent, context) => refusalFor(context),
    authScopes: (context) => ({
      public: true,
      admin: context.viewer?.role === "ADMIN",
      client: context.viewer?.role === "CLIENT",
    }),
  },
  errors: { defaultTypes: [] },
  prisma: { client: (context) => context.prisma, dmmf: getDatamodel(), filterConnectionTotalCount: true },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // A malformed global id (not base64 of `Type:id`, or carrying a NUL) is the caller's mistake: a 400-style
    // error, never a database error.
    decodeGlobalID: (globalID) => {
      const decoded = Buffer.from(globalID, "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      if (colon <= 0 || !isStorableText(decoded)) throw new GraphQLError("Not a valid id", { extensions: { code: "BAD_REQUEST" } });
      return { typename: decoded.slice(0, colon), id: decoded.slice(colon + 1) };
    },
  },
});

builder.addScalarType("DateTime", DateTimeResolver);
builder.addScalarType("JSON", JSONResolver);
builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
