import { describe, expect, it } from "vitest";
import { capabilityStatuses, type Capability, type ServiceSummary } from "./capabilities";

const capabilities: Capability[] = [
  { id: "chat", name: "Chat", description: "", services: ["chat", "graphql"] },
  { id: "store", name: "Storage", description: "", services: ["database"] },
];

const byId = (...services: ReadonlyArray<ServiceSummary & { service: string }>) =>
  new Map(services.map(({ service, ...summary }) => [service, summary]));

describe("capabilityStatuses", () => {
  it("takes the worst status of the backing services", () => {
    const result = capabilityStatuses(
      byId(
        { service: "chat", label: "Chat API", status: "warning" },
        { service: "graphql", label: "GraphQL", status: "healthy" },
        { service: "database", label: "Database", status: "error" },
      ),
      capabilities,
    );
    expect(result.map((capability) => [capability.id, capability.status])).toEqual([
      ["chat", "warning"],
      ["store", "error"],
    ]);
    expect(result[0]?.backing.map((service) => service.label)).toEqual(["Chat API", "GraphQL"]);
  });

  it("is unknown while a backing service has no result", () => {
    const [chat] = capabilityStatuses(byId({ service: "graphql", label: "GraphQL", status: "healthy" }), capabilities);
    expect(chat?.status).toBe("unknown");
  });
});
