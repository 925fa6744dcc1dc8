import { z } from "zod";
import type { RestRouter } from "../../rest/router.ts";
import { parseInput } from "../../validation.ts";
import { requireRole } from "../../rest/require-role.ts";
import { contactRequestSchema } from "./contact.rules.ts";

/** What the REST list shows of each request (not its de-duplication key). */
const PUBLIC_FIELDS = {
  id: true,
  name: true,
  title: true,
  company: true,
  planInterest: true,
  urgency: true,
  email: true,
  phone: true,
  message: true,
  submittedAt: true,
} as const;

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** POST /api/contact and GET /api/contact-submissions (spec section 7). */
export function registerContactRoutes(router: RestRouter): void {
  router.route(
    "POST",
    "/api/contact",
    async ({ body, context }) => {
      const receipt = await context.services.contact.submit((body ?? {}) as Record<string, unknown>, context.ip);
      return { status: receipt.duplicate ? 200 : 201, body: receipt };
    },
    { doc: { summary: "A deployment request from the landing page (validated by the service)", body: contactRequestSchema } },
  );

  router.route(
    "GET",
    "/api/contact-submissions",
    async ({ query, context }) => {
      requireRole(context.viewer, "ADMIN");
      const { limit } = parseInput(listQuery, Object.fromEntries(query));
      return { body: await context.services.contact.newest({ take: limit, select: PUBLIC_FIELDS }) };
    },
    { doc: { summary: "The newest contact submissions", query: listQuery, access: "admin" } },
  );
}
