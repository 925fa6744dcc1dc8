import type { RestRouter } from "../../rest/router.ts";

/** Meta's WhatsApp Cloud API webhook: GET answers the subscription check; POST hands the raw body to the service. */
export function registerWebhookRoutes(router: RestRouter): void {
  router.route("GET", "/api/whatsapp/webhook", async ({ query, context }) => ({
    text: context.services.whatsapp.verifySubscription(query.get("hub.mode"), query.get("hub.verify_token"), query.get("hub.challenge")),
  }));

  router.route(
    "POST",
    "/api/whatsapp/webhook",
    async ({ req, body, context }) => {
      const signature = req.headers["x-hub-signature-256"];
      const { probe } = await context.services.whatsapp.receive(body as Buffer, typeof signature === "string" ? signature : undefined);
      return { body: probe ? { ok: true, probe: true } : { ok: true } };
    },
    { rawBody: true },
  );
}
