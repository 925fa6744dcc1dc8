import type { DraftBrief, DraftTheme } from "./draft-theme.ts";
import { LINKEDIN_COMPANY_NEWS } from "./linkedin-company-news.ts";
import { LINKEDIN_CULTURE_POSTS } from "./linkedin-culture-posts.ts";

const BODIES: Record<DraftTheme, (b: DraftBrief) => string[]> = { ...LINKEDIN_COMPANY_NEWS, ...LINKEDIN_CULTURE_POSTS };

/** A LinkedIn post for news or a thought piece: professional, 120-200 words, ending with a call to action (no hashtags). */
export function linkedinDraft(brief: DraftBrief): string {
  return BODIES[brief.theme](brief).join("\n\n");
}
