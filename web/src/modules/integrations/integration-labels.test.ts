import { describe, expect, it } from "vitest";
import { integrationStatusLook } from "@ria/api/modules/integrations/integrations.rules.ts";
import { channelLabel, formatLastSync, outboxKindLabel, outboxStatusLook } from "./integration-labels";

describe("integration labels", () => {
  it("reads the three statuses of spec section 4", () => {
    expect(integrationStatusLook("connected")).toEqual({ label: "Connected", tone: "success" });
    expect(integrationStatusLook("pending")).toEqual({ label: "Pending", tone: "warning" });
    expect(integrationStatusLook("error")).toEqual({ label: "Error", tone: "danger" });
    expect(integrationStatusLook("later").label).toBe("Unknown");
  });

  it("shows the last sync in IST, or Never", () => {
    expect(formatLastSync(null)).toBe("Never");
    expect(formatLastSync("2026-11-21T13:00:00Z")).toBe("21 Nov, 6:30 pm IST");
  });

  it("names outbox kinds and statuses", () => {
    expect(outboxKindLabel("assistant-reply")).toBe("Ria's reply");
    expect(outboxKindLabel("weekly-digest")).toBe("Weekly digest");
    expect(outboxStatusLook("demo")).toEqual({ label: "Demo: not sent", tone: "warning" });
    expect(outboxStatusLook("failed").tone).toBe("danger");
    expect(outboxStatusLook("read")).toEqual({ label: "Read", tone: "success" });
    expect(outboxKindLabel("reminder-action")).toBe("Reminder button reply");
    expect(channelLabel("whatsapp")).toBe("WhatsApp");
  });
});
