import { CONSTANT_ANSWER } from "../../schema/constant-answers.ts";
import { builder } from "../../schema/builder.ts";
import type { SiteConfig } from "./site-config.ts";

const SiteConfigRef = builder.objectRef<SiteConfig>("SiteConfig").implement({
  fields: (t) => ({
    providerName: t.exposeString("providerName"),
    providerPhone: t.exposeString("providerPhone"),
    whatsappNumber: t.string({
      description: "The phone's digits, as wa.me links want them.",
      resolve: (config) => config.providerPhone.replace(/\D/g, ""),
    }),
  }),
});

// The provider's details come from configuration: the same for every caller until a restart.
builder.queryField("siteConfig", (t) =>
  t.field({ type: SiteConfigRef, extensions: CONSTANT_ANSWER, resolve: (_root, _args, context) => context.services.site }),
);
