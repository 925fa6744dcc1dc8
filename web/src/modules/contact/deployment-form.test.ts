import { whatsappIntroMessage } from "@ria/api/modules/contact/contact.rules.ts";
import { describe, expect, it } from "vitest";
import { deploymentFormSchema, EMPTY_DEPLOYMENT_FORM, formFieldErrors, URGENCY_OPTIONS } from "./deployment-form";

const valid = {
  name: "Priya Sharma",
  email: "priya@example.in",
  company: "Sharma Industries",
  title: "CEO",
  phone: "+91 98765 43210",
  planInterest: "Pro",
  message: "We need help with WhatsApp triage for the leadership team.",
  urgency: "High",
  website: "",
};

function messagesFor(values: Record<string, unknown>): Record<string, string> {
  const result = deploymentFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("deployment form rules", () => {
  it("gives the spec's message for every empty field", () => {
    expect(messagesFor(EMPTY_DEPLOYMENT_FORM)).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      company: "Company name is required",
      title: "Job title is required",
      phone: "Please enter a valid phone number",
      planInterest: "Please select a plan",
      message: "Please provide more details about your requirements",
      urgency: "Please select urgency level",
    });
  });

  it("treats an unchosen select (empty value) as missing", () => {
    expect(messagesFor({ ...valid, planInterest: "", urgency: "" })).toEqual({
      planInterest: "Please select a plan",
      urgency: "Please select urgency level",
    });
  });

  it("accepts a complete request and keeps the honeypot for the server", () => {
    const parsed = deploymentFormSchema.parse({ ...valid, name: "  Priya Sharma ", website: "spam.example" });
    expect(parsed.name).toBe("Priya Sharma");
    expect(parsed.website).toBe("spam.example");
  });

  it("lists urgencies most urgent first with their time frames", () => {
    expect(URGENCY_OPTIONS.map((option) => option.label)).toEqual([
      "Critical (This week)",
      "High (Within 1 week)",
      "Medium (Within 1 month)",
      "Low (Just exploring)",
    ]);
    expect(URGENCY_OPTIONS.map((option) => option.value)).toEqual(["Critical", "High", "Medium", "Low"]);
  });

  it("keeps only server messages that belong to a form field", () => {
    expect(
      formFieldErrors([
        { field: "email", message: "Please enter a valid email address" },
        { field: "body", message: "x" },
      ]),
    ).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
  });

  it("writes every detail into the WhatsApp introduction", () => {
    const text = whatsappIntroMessage(deploymentFormSchema.parse(valid));
    for (const part of [
      "Sharma Industries",
      "Priya Sharma",
      "CEO",
      "priya@example.in",
      "+91 98765 43210",
      "Pro",
      "High (Within 1 week)",
      "WhatsApp triage",
    ]) {
      expect(text).toContain(part);
    }
  });
});
