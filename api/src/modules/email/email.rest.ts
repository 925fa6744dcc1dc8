import type { RestRouter } from "../../rest/router.ts";
import { inboundEmailSchema } from "./email.service.ts";

/** POST /api/email/inbound: an email provider's (or an admin's) received email. */
export function registerEmailRoutes(router: RestRouter): void {
  router.route(
    "POST",
    "/api/email/inbound",
    async ({ body, context, req }) => {
      const secret = req.headers["x-ria-inbound-secret"];
      const { id } = await context.services.email.receive(
        { viewer: context.viewer, secret: typeof secret === "string" ? secret : undefined },
        body,
      );
      return { status: 202, body: { id } };
    },
    { doc: { summary: "An email received by the provider (validated by the service)", body: inboundEmailSchema, access: "secret" } },
  );
}
