import { z } from "zod";
import type { RegisteredRoute, RouteDoc } from "./router.ts";

type JsonSchema = Record<string, unknown>;

/** A zod schema as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return json;
}

const ERROR_BODY = z.object({
  error: z.object({
    code: z.string().meta({ description: "VALIDATION_FAILED, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, RATE_LIMITED, …" }),
    message: z.string().meta({ description: "Safe to show to a person" }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: "One message per offending field" }),
    retryAfterSeconds: z.number().int().optional(),
  }),
});

const SIGNED_IN = [{ session: [] }, { bearer: [] }];
const SECURITY: Record<NonNullable<RouteDoc["access"]>, { security: unknown[]; note: string }> = {
  public: { security: [], note: "" },
  "signed-in": { security: SIGNED_IN, note: "Signed-in users." },
  client: { security: SIGNED_IN, note: "Clients only." },
  admin: { security: SIGNED_IN, note: "Administrators only." },
  secret: { security: [{ inboundSecret: [] }, ...SIGNED_IN], note: "The email provider (its shared secret) or an administrator." },
};

function operationOf({ method, path, options }: RegisteredRoute): JsonSchema {
  const doc = options.doc ?? {};
  const access = SECURITY[doc.access ?? "public"];
  const pathParameters = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = doc.query ? jsonSchemaOf(doc.query) : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParameters = Object.entries((query?.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  const body = doc.body ? jsonSchemaOf(doc.body) : options.rawBody ? {} : undefined;
  const segments = path.split("/").filter((segment) => segment && segment !== "api");
  return {
    operationId: [method.toLowerCase(), ...segments.map((segment) => segment.replace(/^:/, "by-"))]
      .join("-")
      .replace(/[-.](\w)/g, (_match, letter: string) => letter.toUpperCase()),
    summary: doc.summary ?? `${method} ${path}`,
    ...(access.note ? { description: access.note } : {}),
    tags: [segments[0]?.replace(/\.json$/, "") ?? "site"],
    parameters: [...pathParameters, ...queryParameters],
    ...(body ? { requestBody: { required: true, content: { "application/json": { schema: body } } } } : {}),
    security: access.security,
    responses: {
      "2XX": { description: "Done; the body (JSON) when there is one" },
      "4XX": {
        description: "Refused: the request, the caller or a limit",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
      "503": {
        description: "A service the request needs is away or busy; see Retry-After",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the REST shim, from the routes and the zod schemas they validate with. */
export function openApiDocument(routes: readonly RegisteredRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const openPath = route.path.replace(/:(\w+)/g, "{$1}");
    (paths[openPath] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ria REST API",
      version: "1",
      description:
        "The REST shim beside the GraphQL API (/graphql). JSON in and out; every failure is { error: { code, message, fields? } }. " +
        "Browsers send the session cookie; other clients `Authorization: Bearer <token>` from POST /api/auth/login.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(ERROR_BODY) },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "__Host-ria_session",
          description: "The browser's session cookie (ria_session in development)",
        },
        bearer: { type: "http", scheme: "bearer", description: "The token POST /api/auth/login returns" },
        inboundSecret: { type: "apiKey", in: "header", name: "X-Ria-Inbound-Secret" },
      },
    },
  };
}
