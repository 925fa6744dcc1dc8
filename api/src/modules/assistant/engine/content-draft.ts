import { topicHashtags } from "./content-topic.ts";
import { emailDraft } from "./draft-email.ts";
import { PURPOSE_POSTS, type PurposePost } from "./draft-posts.ts";
import type { DraftRequest } from "./draft-request.ts";
import { draftBrief } from "./draft-theme.ts";
import type { Platform } from "./intent.ts";
import { linkedinDraft } from "./linkedin-drafts.ts";
import { themePost } from "./theme-posts.ts";

/**
 * A ready-to-post draft that does what was asked (thanks, invites, announces...) for a platform. It states no
 * facts the request didn't give (no invented amounts or names); hashtags come from the topic's own words only.
 */
export function generateDraft(platform: Platform, request: DraftRequest): string {
  if (platform === "email") return emailDraft(request);
  const tags = topicHashtags(request.subject).join(" ");
  const { purpose, recipient, subject } = request;
  if ((purpose === "announce" || purpose === "share") && platform === "linkedin") return withTags(linkedinDraft(draftBrief(subject)), tags);
  const post =
    purpose === "announce" || purpose === "share" ? themePost(draftBrief(subject)) : PURPOSE_POSTS[purpose]({ who: recipient, subject });
  return forPlatform(platform, post, tags);
}

function forPlatform(platform: Exclude<Platform, "email">, post: PurposePost, tags: string): string {
  switch (platform) {
    case "twitter": {
      // One post within 280 characters: the lead, the first supporting line if it fits, and the hashtags.
      const full = `${post.lead} ${post.body[0] ?? ""} ${tags}`.replace(/\s+/g, " ").trim();
      const short = `${post.lead} ${tags}`.trim();
      const text = full.length <= 280 ? full : short;
      return text.length <= 280 ? text : `${text.slice(0, 277).trimEnd()}...`;
    }
    case "instagram":
      return withTags([post.lead, post.body.join(" "), post.ask].join("\n\n"), tags);
    case "linkedin":
      return withTags([post.lead, ...post.body, post.ask].join("\n\n"), tags);
    default:
      return [post.lead, ...post.body].join(" ");
  }
}

function withTags(text: string, tags: string): string {
  return tags ? `${text}\n\n${tags}` : text;
}
