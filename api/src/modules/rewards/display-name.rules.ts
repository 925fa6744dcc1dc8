import unhomoglyph from "unhomoglyph";
import { z } from "zod";

/** What a name looks like, whatever letters draw it: NFKC, case folded, Unicode's confusables (TR39) folded, no spaces or . _ - */
export function nameSkeleton(name: string): string {
  return unhomoglyph(name.normalize("NFKC").toLowerCase())
    .toLowerCase()
    .replace(/[\s._-]+/g, "");
}

const skeletons = (names: string[]) => names.map(nameSkeleton);
/** Names that would pass for the product or its people. */
const RESERVED_NAMES = skeletons(["Ria", "Riko", "Ria Labs", "Ria Team", "Team Ria", "Ria Bot", "Ria Assistant"]);
/** Words no player's name may contain: they claim a role. */
const RESERVED_WORDS = skeletons(["admin", "administrator", "moderator", "staff", "support", "official", "helpdesk"]);
/** The generated names ("Guest" and 4 digits), as their skeleton reads (0 and 1 look like o and l). */
const GUEST_SKELETON = new RegExp(`^${nameSkeleton("guest")}[0-9ol]{4}$`);

/** True when a name impersonates staff, the product or a generated guest name, in any look-alike letters. */
export function isReservedName(name: string): boolean {
  const skeleton = nameSkeleton(name);
  return RESERVED_NAMES.includes(skeleton) || RESERVED_WORDS.some((word) => skeleton.includes(word)) || GUEST_SKELETON.test(skeleton);
}

/** A display name: 2-24 characters of letters, digits, spaces and . _ - ; never an email address, nor a reserved name. */
export const displayNameSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(2, "Display name must be at least 2 characters")
      .max(24, "Display name must be at most 24 characters")
      .refine((value) => !value.includes("@"), "Display name cannot be an email address")
      .refine((value) => /^[\p{L}\p{N} ._-]+$/u.test(value), "Display name may use letters, digits, spaces and . _ -")
      .refine((value) => !isReservedName(value), "That display name is reserved: choose another"),
  );

/** "Guest" and 4 digits, the name a new player starts with. */
export function defaultDisplayName(random: () => number): string {
  return `Guest${String(Math.floor(random() * 10_000)).padStart(4, "0")}`;
}
