import { contactRequestSchema, PLAN_INTERESTS, URGENCIES, URGENCY_LABELS } from "@ria/api/modules/contact/contact.rules.ts";
import { z } from "zod";

/**
 * The deployment form's rules: the server's own schema (spec section 5), plus the hidden `website`
 * field that only bots fill in. It is passed through untouched so the server can drop such requests.
 */
export const deploymentFormSchema = contactRequestSchema.extend({ website: z.string().optional() });

/** What the fields hold while a person types (the two selects start empty). */
export type DeploymentFormInput = z.input<typeof deploymentFormSchema>;

/** What a valid form submits: trimmed, without control characters. */
export type DeploymentRequest = z.output<typeof deploymentFormSchema>;

/** Spec section 5: empty text fields; the plan and urgency have no default. */
export const EMPTY_DEPLOYMENT_FORM: Partial<DeploymentFormInput> = {
  name: "",
  email: "",
  company: "",
  title: "",
  phone: "",
  message: "",
  website: "",
};

/** The plan choices, in the order of the pricing section. */
export const PLAN_OPTIONS = PLAN_INTERESTS.map((plan) => ({ value: plan, label: plan }));

/** Spec section 9: most urgent first, each with its time frame, e.g. "Critical (This week)". */
export const URGENCY_OPTIONS = [...URGENCIES].reverse().map((urgency) => ({
  value: urgency,
  label: `${urgency} (${URGENCY_LABELS[urgency]})`,
}));

const FIELD_NAMES = new Set<string>(Object.keys(deploymentFormSchema.shape));

/** The server's field messages that belong to a field of this form (others are not shown per field). */
export function formFieldErrors(
  fields: ReadonlyArray<{ field: string; message: string }>,
): Array<{ field: keyof DeploymentFormInput; message: string }> {
  return fields
    .filter((error) => FIELD_NAMES.has(error.field))
    .map((error) => ({ field: error.field as keyof DeploymentFormInput, message: error.message }));
}
