import { describe, expect, it } from "vitest";
import { WORKFLOW_CATEGORIES, workflowDestination, WORKFLOWS, workflowsIn } from "./workflows";

describe("workflow cards", () => {
  it("are the spec's twelve, with their titles", () => {
    expect(Object.fromEntries(WORKFLOWS.map((workflow) => [workflow.id, workflow.title]))).toEqual({
      analytics: "Business Intelligence",
      communication: "Communication Hub",
      calendar: "Schedule Command",
      strategic: "Strategic Planning",
      performance: "Performance Metrics",
      priority: "Priority Actions",
      global: "Global Operations",
      leadership: "Leadership Center",
      integrations: "System Integrations",
      briefing: "Executive Briefings",
      portfolio: "Portfolio Management",
      urgent: "24/7 Response Center",
    });
  });

  it("go where the spec says", () => {
    expect(workflowDestination("analytics")).toBe("/analytics");
    for (const id of ["leadership", "integrations", "briefing"]) expect(workflowDestination(id)).toBe("/admin/dashboard");
    for (const id of ["communication", "calendar", "strategic", "performance", "priority", "global", "portfolio", "urgent"]) {
      expect(workflowDestination(id)).toBe("/client/dashboard");
    }
  });

  it("filter by category, and show all without one", () => {
    expect(workflowsIn(null)).toHaveLength(12);
    const total = WORKFLOW_CATEGORIES.reduce((sum, category) => sum + workflowsIn(category).length, 0);
    expect(total).toBe(12);
    for (const category of WORKFLOW_CATEGORIES) expect(workflowsIn(category).length).toBeGreaterThan(0);
  });
});
