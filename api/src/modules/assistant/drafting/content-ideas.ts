import { contentSubject, stableHash, topicHashtags } from "./content-topic.ts";
/** Where content is meant to be published; "general" when the request names no platform. */
export type Platform = "instagram" | "linkedin" | "twitter" | "email" | "general";
import { EMAIL_IDEAS, GENERAL_IDEAS, TWITTER_IDEAS } from "./idea-templates-other.ts";
import { INSTAGRAM_IDEAS, type IdeaTemplate, LINKEDIN_IDEAS } from "./idea-templates-social.ts";

/** Ideas are capped so a reply stays readable on a phone. */
export const MAX_IDEAS = 10;

const TEMPLATES: Record<Platform, IdeaTemplate[]> = {
  instagram: INSTAGRAM_IDEAS,
  linkedin: LINKEDIN_IDEAS,
  twitter: TWITTER_IDEAS,
  email: EMAIL_IDEAS,
  general: GENERAL_IDEAS,
};

/**
 * Content ideas for a platform and topic: `count` distinct ideas (1-10), the same for the same input.
 * Instagram ideas carry hashtags from the topic's words; the order depends on the topic so different topics start differently.
 */
export function generateIdeas(platform: Platform, topic: string, count: number): string[] {
  const templates = TEMPLATES[platform];
  const subject = contentSubject(topic);
  const n = Math.max(1, Math.min(Math.floor(count) || 1, MAX_IDEAS, templates.length));
  const start = stableHash(`${platform}:${subject}`) % templates.length;
  const ideas: string[] = [];
  const tags = topicHashtags(subject).join(" ");
  for (let i = 0; i < n; i++) {
    const idea = templates[(start + i) % templates.length]!(subject);
    ideas.push(platform === "instagram" && tags ? `${idea} Hashtags: ${tags}` : idea);
  }
  return ideas;
}
