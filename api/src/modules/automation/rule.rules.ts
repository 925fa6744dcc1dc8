import { z } from "zod";
import { cronProblem } from "./cron.rules.ts";

export const RULE_TRIGGERS = ["keyword", "email", "calendar", "cron"] as const;
export type RuleTriggerName = (typeof RULE_TRIGGERS)[number];

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** What a rule does when it fires. `{{message}}` in a text is replaced by what triggered it. */
export const ruleActionSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("reply"), text: text(1000).min(1, "Reply text is required") }),
    z.object({
      type: z.literal("send_whatsapp"),
      to: text(32).regex(/^\+?[0-9]{8,15}$/, "A WhatsApp number, digits only"),
      text: text(1000).min(1, "Message text is required"),
    }),
    z.object({
      type: z.literal("schedule_task"),
      input: text(1000).min(1, "Task text is required"),
      inMinutes: z.number().int().min(1).max(525_600).default(60),
    }),
    z.object({ type: z.literal("add_list_item"), title: text(200).min(1, "Item title is required") }),
    z.object({ type: z.literal("notify_admin"), text: text(500).min(1, "Notification text is required") }),
  ],
  { error: "Unknown action type: use reply, send_whatsapp, schedule_task, add_list_item or notify_admin" },
);

export type RuleAction = z.infer<typeof ruleActionSchema>;

/** A rule's fields, each with its own message (a change names any of them: PUT /api/automation/rules/{ruleId}). */
export const ruleFieldsSchema = z.object({
  id: z
    .string({ error: "Rule id is required" })
    .trim()
    .min(1, "Rule id is required")
    .max(64, "Rule id must be at most 64 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "Rule id may use letters, digits, - and _ only (no spaces)"),
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(120, "Name must be at most 120 characters"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(500, "Description must be at most 500 characters"),
  trigger: z.enum(RULE_TRIGGERS, { error: "Trigger must be keyword, email, calendar or cron" }),
  active: z.boolean({ error: "active must be true or false" }).default(true),
  conditions: z
    .object({
      keywords: z
        .array(text(50).min(1, "Keywords cannot be empty"), { error: "keywords must be a list" })
        .max(50, "At most 50 keywords")
        .default([]),
      cronExpression: z.string().trim().max(100).optional(),
      minutesBefore: z.number().int().min(1).max(1440).optional(),
    })
    .default({ keywords: [] }),
  actions: z.array(ruleActionSchema).max(10, "At most 10 actions").default([]),
});

/** Spec section 3's rule, validated at save: a clear message for every field, and the rules between them. */
export const ruleInputSchema = ruleFieldsSchema.superRefine((rule, context) => {
  if (rule.trigger === "keyword" && rule.conditions.keywords.length === 0) {
    context.addIssue({ code: "custom", path: ["conditions", "keywords"], message: "A keyword rule needs at least one keyword" });
  }
  if (rule.trigger === "cron") {
    const problem = rule.conditions.cronExpression
      ? cronProblem(rule.conditions.cronExpression)
      : "A cron rule needs a cron expression (e.g. 0 * * * * for every hour)";
    if (problem) context.addIssue({ code: "custom", path: ["conditions", "cronExpression"], message: problem });
  }
});

export type RuleInput = z.infer<typeof ruleInputSchema>;
