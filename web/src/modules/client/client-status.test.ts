import { describe, expect, it } from "vitest";
import { clientStatusBadge, groupQuickLinks, integrationStatusBadge } from "./client-status";

describe("client dashboard labels", () => {
  it("colours a client's status as the spec says", () => {
    expect(clientStatusBadge("pending")).toEqual({ label: "Pending", tone: "warning" });
    expect(clientStatusBadge("active")).toEqual({ label: "Active", tone: "success" });
    expect(clientStatusBadge("suspended")).toEqual({ label: "Suspended", tone: "danger" });
  });

  it("labels integration states", () => {
    expect(["connected", "pending", "error"].map((status) => integrationStatusBadge(status).label)).toEqual([
      "Connected",
      "Pending",
      "Error",
    ]);
  });

  it("groups quick links in the dashboard's order", () => {
    const links = [
      { id: "r", category: "resources" },
      { id: "d", category: "demo" },
      { id: "d2", category: "demo" },
    ];
    expect(groupQuickLinks(links).map((group) => [group.title, group.links.map((link) => link.id)])).toEqual([
      ["Demo & Training", ["d", "d2"]],
      ["API Integrations", []],
      ["Support & Help", []],
      ["Resources & Documentation", ["r"]],
    ]);
  });
});
