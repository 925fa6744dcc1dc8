import { RateLimitedError } from "../../errors.ts";
import type { AppContext } from "../../context.ts";
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
    // One run per request however many aliases ask for it: each run makes 16 internal calls.
    resolve: (_root, _args, context) => {
      let run = runs.get(context);
      if (!run) runs.set(context, (run = context.services.platform.selfTest(context.ip)));
      return run;
    },
  }),
);

const runs = new WeakMap<object, ReturnType<AppContext["services"]["platform"]["selfTest"]>>();
