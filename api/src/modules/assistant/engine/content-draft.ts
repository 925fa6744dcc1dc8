import { draftBrief } from "./draft-theme.ts";
import type { Platform } from "./intent.ts";
import { linkedinDraft } from "./linkedin-drafts.ts";
import { emailDraft, generalDraft, instagramDraft, twitterDraft } from "./other-drafts.ts";

/**
 * A ready-to-post draft for a platform and topic. It states no facts the request didn't give
 * (no invented amounts or investor names); the executive adds specifics before posting if they wish.
 */
export function generateDraft(platform: Platform, topic: string): string {
  const brief = draftBrief(topic);
  switch (platform) {
    case "linkedin":
      return linkedinDraft(brief);
    case "twitter":
      return twitterDraft(brief);
    case "instagram":
      return instagramDraft(brief);
    case "email":
      return emailDraft(brief);
    default:
      return generalDraft(brief);
  }
}
