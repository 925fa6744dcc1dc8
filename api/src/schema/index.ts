import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
import "./errors.ts";
import "../modules/health/health.schema.ts";

/** The whole GraphQL schema; each domain registers its types by being imported above. */
export function buildSchema(): GraphQLSchema {
  return lexicographicSortSchema(builder.toSchema());
}
