import type { z } from "zod";
import { DomainError } from "../errors.ts";

/** Validates a JSON body; every problem becomes a field message in one 400 answer. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error);
}

export function validationError(error: z.ZodError): DomainError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return new DomainError("VALIDATION_FAILED", "Some fields need attention", fields);
}
