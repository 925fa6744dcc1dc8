import type { z } from "zod";
import { ValidationError } from "./errors.ts";

/** Parses input at a service's boundary; every problem becomes a field message in one ValidationError. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationErrorOf(parsed.error);
}

/** The first message per field path of a zod failure. */
export function validationErrorOf(error: z.ZodError): ValidationError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return new ValidationError("Some fields need attention", fields);
}
