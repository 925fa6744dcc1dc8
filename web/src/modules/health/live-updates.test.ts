import { describe, expect, it } from "vitest";
import { describeConnection } from "./live-updates";

describe("describeConnection", () => {
  it("says live when connected", () => {
    expect(describeConnection({ status: "connected", recoveries: 0, everConnected: true })).toEqual({ look: "live", text: "Live" });
  });

  it("says updates are paused while reconnecting", () => {
    expect(describeConnection({ status: "reconnecting", recoveries: 0, everConnected: true })).toEqual({
      look: "paused",
      text: "Live updates paused — reconnecting…",
    });
  });

  it("says it is connecting before the first connection", () => {
    expect(describeConnection({ status: "closed", recoveries: 0, everConnected: false }).look).toBe("waiting");
    expect(describeConnection({ status: "connecting", recoveries: 0, everConnected: false }).look).toBe("waiting");
  });
});
