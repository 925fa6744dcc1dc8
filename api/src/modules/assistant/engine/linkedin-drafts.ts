import { topicHashtags } from "./content-topic.ts";
import type { DraftBrief, DraftTheme } from "./draft-theme.ts";
import { LINKEDIN_COMPANY_NEWS } from "./linkedin-company-news.ts";
import { LINKEDIN_CULTURE_POSTS } from "./linkedin-culture-posts.ts";

const BODIES: Record<DraftTheme, (b: DraftBrief) => string[]> = { ...LINKEDIN_COMPANY_NEWS, ...LINKEDIN_CULTURE_POSTS };
const THEME_TAGS: Record<DraftTheme, string[]> = {
  funding: ["#Funding", "#Startups", "#Growth"],
  launch: ["#ProductLaunch", "#Innovation"],
  announcement: ["#CompanyNews", "#Growth"],
  hiring: ["#Hiring", "#Careers"],
  milestone: ["#Milestone", "#Gratitude"],
  insight: ["#Leadership"],
};

/** A LinkedIn post ready to publish: professional, 120-200 words, a call to action, then up to five hashtags. */
export function linkedinDraft(brief: DraftBrief): string {
  const tags = [...new Set([...topicHashtags(brief.bare), ...THEME_TAGS[brief.theme], "#India"])].slice(0, 5);
  return [...BODIES[brief.theme](brief), tags.join(" ")].join("\n\n");
}
