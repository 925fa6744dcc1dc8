import { z } from "zod";

/** A display name: 2-24 characters of letters, digits, spaces and . _ - ; never an email address. */
export const displayNameSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(2, "Display name must be at least 2 characters")
      .max(24, "Display name must be at most 24 characters")
      .refine((value) => !value.includes("@"), "Display name cannot be an email address")
      .refine((value) => /^[\p{L}\p{N} ._-]+$/u.test(value), "Display name may use letters, digits, spaces and . _ -"),
  );

/** "Guest" and 4 digits, the name a new player starts with. */
export function defaultDisplayName(random: () => number): string {
  return `Guest${String(Math.floor(random() * 10_000)).padStart(4, "0")}`;
}
