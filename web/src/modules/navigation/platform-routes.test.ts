import { describe, expect, it } from "vitest";
import { isCurrentRoute, PLATFORM_ROUTE_GROUPS } from "./platform-routes";

describe("platform routes", () => {
  it("group the spec's screens under its three categories", () => {
    expect(PLATFORM_ROUTE_GROUPS.map((group) => group.category)).toEqual(["Main Platform", "Authentication", "Testing & Development"]);
    const paths = PLATFORM_ROUTE_GROUPS.flatMap((group) => group.routes.map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ["/simplified-dashboard", "/status", "/login", "/admin/login", "/client/login", "/whatsapp-test", "/platform-test"]) {
      expect(paths).toContain(path);
    }
  });

  it("knows the current route, with / as the landing page and a trailing slash ignored", () => {
    expect(isCurrentRoute("/status", "/status/")).toBe(true);
    expect(isCurrentRoute("/simplified-dashboard", "/")).toBe(true);
    expect(isCurrentRoute("/pitch", "/status")).toBe(false);
  });
});
