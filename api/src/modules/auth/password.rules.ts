import { z } from "zod";

/** The shortest password accepted anywhere (ADMIN_PASSWORD, admin:create, a change of password). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer would only cost hashing time. */
export const MAX_PASSWORD_LENGTH = 128;

/** The local part of an email address, which a password may not contain. */
function nameOf(email: string): string {
  return email.toLowerCase().split("@")[0]!;
}

/**
 * Each rule a new password meets, for the form's checklist (the browser) and the server's schema below, so the two
 * say the same thing: long enough (and not too long), more than three different characters, not the email's name.
 */
export function passwordChecks(password: string, email: string) {
  return {
    length: password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH,
    variety: new Set(password).size > 3,
    notEmail: !nameOf(email) || !password.toLowerCase().includes(nameOf(email)),
  };
}

/** A new password: 12-128 characters, not only one repeated character, and not the account's email. */
export function newPasswordSchema(email: string) {
  return z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((value) => passwordChecks(value, email).variety, "Use more than three different characters")
    .refine((value) => passwordChecks(value, email).notEmail, "Do not use your email address in it");
}
