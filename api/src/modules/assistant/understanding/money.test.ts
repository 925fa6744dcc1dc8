import { describe, expect, it } from "vitest";
import { movesMoney } from "./money.ts";

describe("moving money", () => {
  it("is declined when Ria is asked to move it herself", () => {
    expect(movesMoney("Please transfer 50k to Ravi's account from my HDFC", "message.send")).toBe(true);
    expect(movesMoney("Ravi ko ₹20,000 bhej do", "message.send")).toBe(true);
    expect(movesMoney("pay the vendor 2 lakh by NEFT", "action.change")).toBe(true);
  });

  it("is Ria's to do when it is a reminder or a message about money, or the model read something else", () => {
    expect(movesMoney("Remind me to pay 50k rent on Friday", "message.send")).toBe(false);
    expect(movesMoney("Message Ravi that I sent the 50k", "message.send")).toBe(false);
    expect(movesMoney("transfer 50k to Ravi", "reminder.create")).toBe(false);
  });
});
