import { describe, expect, it } from "vitest";
import { integrationStatusLook } from "./integration-status";

describe("integrationStatusLook", () => {
  it("shows connected as the good state and error as danger", () => {
    expect(integrationStatusLook("connected")).toEqual({ label: "Connected", tone: "success" });
    expect(integrationStatusLook("pending")).toEqual({ label: "Pending", tone: "warning" });
    expect(integrationStatusLook("error")).toEqual({ label: "Error", tone: "danger" });
  });

  it("does not guess about a state it does not know", () => {
    expect(integrationStatusLook("%future added value")).toEqual({ label: "Unknown", tone: "neutral" });
  });
});
