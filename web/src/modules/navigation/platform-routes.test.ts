import { describe, expect, it } from "vitest";
import { isCurrentRoute, PLATFORM_ROUTE_GROUPS, routeStatus, type CheckStatus } from "./platform-routes";

describe("platform routes", () => {
  it("group the spec's screens under its three categories", () => {
    expect(PLATFORM_ROUTE_GROUPS.map((group) => group.category)).toEqual(["Main Platform", "Authentication", "Testing & Development"]);
    const paths = PLATFORM_ROUTE_GROUPS.flatMap((group) => group.routes.map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/simplified-dashboard",
      "/status",
      "/login",
      "/admin/login",
      "/client/login",
      "/whatsapp-test",
      "/platform-test",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("knows the current route, with / as the landing page and a trailing slash ignored", () => {
    expect(isCurrentRoute("/status", "/status/")).toBe(true);
    expect(isCurrentRoute("/simplified-dashboard", "/")).toBe(true);
    expect(isCurrentRoute("/pitch", "/status")).toBe(false);
  });
});

describe("routeStatus", () => {
  const route = { path: "/ria-assistant", label: "RIA Assistant", description: "", services: ["api-ria-chat"] };
  const checks = (...entries: ReadonlyArray<{ service: string; status: CheckStatus }>) =>
    new Map(entries.map(({ service, status }) => [service, status]));

  it("is unknown before any check and active when every check the screen needs is healthy", () => {
    expect(routeStatus(route, checks())).toBe("unknown");
    expect(
      routeStatus(
        route,
        checks(
          { service: "database", status: "healthy" },
          { service: "graphql", status: "healthy" },
          { service: "api-ria-chat", status: "healthy" },
        ),
      ),
    ).toBe("active");
  });

  it("takes the worst check the screen depends on and ignores the others", () => {
    const healthy = [
      { service: "database", status: "healthy" },
      { service: "graphql", status: "healthy" },
    ] as const;
    expect(routeStatus(route, checks(...healthy, { service: "jobs", status: "error" }))).toBe("active");
    expect(routeStatus(route, checks(...healthy, { service: "api-ria-chat", status: "warning" }))).toBe("degraded");
    expect(routeStatus(route, checks({ service: "database", status: "error" }, { service: "api-ria-chat", status: "warning" }))).toBe(
      "down",
    );
  });
});
