import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { verifyPassword } from "../src/modules/auth/password.service.ts";
import { FEATURES, INTEGRATIONS, PLANS, QUICK_LINKS } from "../src/modules/catalog/catalog.data.ts";
import { seedCatalog } from "../src/seed.ts";
import { databaseTargets } from "./databases.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

describe.each(databaseTargets)("seed on $name", (target) => {
  let app: TestApp;
  // A first run: an empty database, not the suite's seeded template.
  beforeAll(async () => (app = await startTestApp(target, { PGLITE_TEMPLATE: "" })));
  afterAll(() => app.close());

  const counts = async () => ({
    users: await app.db.prisma.user.count(),
    clients: await app.db.prisma.clientProfile.count(),
    plans: await app.db.prisma.plan.count(),
    features: await app.db.prisma.feature.count(),
    quickLinks: await app.db.prisma.quickLink.count(),
    integrations: await app.db.prisma.integration.count(),
  });

  it("creates what a first run needs", async () => {
    expect(await counts()).toEqual({
      users: 1,
      clients: 1,
      plans: PLANS.length,
      features: 12,
      quickLinks: QUICK_LINKS.length,
      integrations: INTEGRATIONS.length,
    });
    const demo = await app.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_CLIENT.email }, include: { client: true } });
    expect(demo.role).toBe("CLIENT");
    expect(demo.client).toMatchObject({ company: DEMO_CLIENT.company, planId: "demo", status: "active" });
    expect(demo.passwordHash).not.toContain(DEMO_CLIENT.password);
    expect(await verifyPassword(DEMO_CLIENT.password, demo.passwordHash)).toBe(true);
    expect(await verifyPassword("wrong", demo.passwordHash)).toBe(false);
  });

  it("matches spec section 9's plan definitions", async () => {
    const plans = await app.db.prisma.plan.findMany({
      where: { id: { in: ["weekly", "monthly", "elite"] } },
      orderBy: { sortOrder: "asc" },
    });
    expect(plans.map((plan) => [plan.id, plan.priceInr, plan.dailyResponses, plan.monthlyTasks, plan.upgradeToId])).toEqual([
      ["weekly", 299, 2, 50, "monthly"],
      ["monthly", 999, 10, 200, "elite"],
      ["elite", 4999, -1, -1, null],
    ]);
    expect(plans[0]!.featureIds).toEqual(["basic_reminders", "whatsapp_assistant"]);
    expect(plans[1]!.featureIds).toHaveLength(6);
    expect(plans[2]!.featureIds).toEqual(FEATURES.map((feature) => feature.id));
  });

  it("is idempotent, and keeps changes made since", async () => {
    await app.db.prisma.integration.update({ where: { id: "whatsapp" }, data: { status: "connected" } });
    const before = await counts();
    await seedCatalog(app.db.prisma);
    await Promise.all([seedCatalog(app.db.prisma), seedCatalog(app.db.prisma)]);
    expect(await counts()).toEqual(before);
    expect((await app.db.prisma.integration.findUniqueOrThrow({ where: { id: "whatsapp" } })).status).toBe("connected");
  });
});
