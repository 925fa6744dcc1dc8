import { RateLimitedError } from "../../errors.ts";
import { builder } from "../../schema/builder.ts";
import type { CheckResult } from "./self-test.ts";

const CheckResultRef = builder.objectRef<CheckResult>("SelfTestResult").implement({
  fields: (t) => ({
    method: t.exposeString("method"),
    path: t.exposeString("path"),
    why: t.exposeString("why"),
    expectedStatus: t.exposeInt("expect"),
    status: t.exposeInt("status", { nullable: true, description: "Null when the request failed outright." }),
    ok: t.exposeBoolean("ok"),
    ms: t.exposeInt("ms"),
  }),
});

builder.mutationField("runPlatformSelfTest", (t) =>
  t.field({
    type: [CheckResultRef],
    description: "/platform-test: calls every REST path of spec section 7 the harmless way and reports each result.",
    errors: { types: [RateLimitedError] },
    resolve: (_root, _args, context) => context.services.platform.selfTest(context.ip),
  }),
);
