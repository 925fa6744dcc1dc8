import { z } from "zod";

/** The shortest password accepted anywhere (ADMIN_PASSWORD, admin:create, a change of password). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer would only cost hashing time. */
export const MAX_PASSWORD_LENGTH = 128;

/** A new password: 12-128 characters, not only one repeated character, and not the account's email. */
export function newPasswordSchema(email: string) {
  return z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((value) => new Set(value).size > 3, "Use more than three different characters")
    .refine((value) => !value.toLowerCase().includes(email.toLowerCase().split("@")[0]!), "Do not use your email address in it");
}
