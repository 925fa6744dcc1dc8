import { contentSubject } from "./content-topic.ts";
import { generateIdeas, type Platform } from "./content-ideas.ts";

const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: "Instagram",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  email: "email",
  general: "general use",
};

/** Post ideas for a platform and topic, numbered. */
export function ideasReply(platform: Platform, topic: string, count: number): string {
  const ideas = generateIdeas(platform, topic, Math.min(Math.max(count, 1), 10));
  const many = ideas.length === 1 ? "is 1 idea" : `are ${ideas.length} ideas`;
  const heading = `Here ${many} for ${PLATFORM_NAMES[platform]} on ${contentSubject(topic)}:`;
  return [heading, ...ideas.map((idea, i) => `${i + 1}. ${idea}`)].join("\n\n");
}
