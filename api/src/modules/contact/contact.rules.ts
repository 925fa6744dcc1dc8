import { z } from "zod";
import { stripControlCharacters } from "../../rules/plain-text.rules.ts";

/**
 * The deployment request form's rules and messages (spec section 5). One definition, used by the
 * server and by the browser form, so both always say the same thing. Depends on zod only.
 */
export const PLAN_INTERESTS = ["Starter", "Pro", "Elite", "Enterprise"] as const;
export const URGENCIES = ["Low", "Medium", "High", "Critical"] as const;

/** Spec section 9: how each urgency reads in the form. */
export const URGENCY_LABELS: Record<(typeof URGENCIES)[number], string> = {
  Critical: "This week",
  High: "Within 1 week",
  Medium: "Within 1 month",
  Low: "Just exploring",
};

export const CONTACT_LIMITS = { name: 100, email: 254, company: 120, title: 120, phone: 20, message: 2000 } as const;

const text = (min: number, max: number, message: string, tooLong: string) =>
  z.string({ error: message }).transform(stripControlCharacters).pipe(z.string().trim().min(min, message).max(max, tooLong));

export const contactRequestSchema = z.object({
  name: text(2, CONTACT_LIMITS.name, "Name must be at least 2 characters", `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(CONTACT_LIMITS.email, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  company: text(2, CONTACT_LIMITS.company, "Company name is required", `Company name must be at most ${CONTACT_LIMITS.company} characters`),
  title: text(2, CONTACT_LIMITS.title, "Job title is required", `Job title must be at most ${CONTACT_LIMITS.title} characters`),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .min(10, "Please enter a valid phone number")
    .max(CONTACT_LIMITS.phone, "Please enter a valid phone number")
    .regex(/^\+?[0-9][0-9 ()-]*$/, "Please enter a valid phone number"),
  planInterest: z.enum(PLAN_INTERESTS, { error: "Please select a plan" }),
  message: text(
    10,
    CONTACT_LIMITS.message,
    "Please provide more details about your requirements",
    `Please keep your message under ${CONTACT_LIMITS.message} characters`,
  ),
  urgency: z.enum(URGENCIES, { error: "Please select urgency level" }),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Spec section 4: the prefilled WhatsApp message after a successful request. */
export function whatsappIntroMessage(request: ContactRequest): string {
  return [
    `Hello! I just submitted a deployment request for Ria.`,
    ``,
    `Company: ${request.company}`,
    `Name: ${request.name}`,
    `Title: ${request.title}`,
    `Email: ${request.email}`,
    `Phone: ${request.phone}`,
    `Plan interest: ${request.planInterest}`,
    `Urgency: ${request.urgency} (${URGENCY_LABELS[request.urgency]})`,
    `Message: ${request.message}`,
  ].join("\n");
}
