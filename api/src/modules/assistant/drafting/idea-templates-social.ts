/** An idea written for one platform: a format, a hook and what the piece contains, for a given topic. */
export type IdeaTemplate = (topic: string) => string;

/** Instagram ideas: visual formats with a scroll-stopping first line; hashtags are added by the generator. */
export const INSTAGRAM_IDEAS: IdeaTemplate[] = [
  (t) =>
    `Carousel, "5 lessons ${t} taught me as a leader": hook slide "I got ${t} wrong for years." ` +
    "One lesson per slide with a real example, last slide asks followers to share theirs.",
  (t) =>
    `30-second Reel, "Where ${t} actually shows up": ` +
    `hook "It isn't in the boardroom." Three quick cuts of everyday decisions at work, with on-screen captions.`,
  (t) =>
    `Myth vs fact carousel on ${t}: hook "3 things everyone believes about ${t} (that aren't true)." ` +
    "Bold myth on one slide, your fact and proof on the next.",
  (t) =>
    `Behind-the-scenes photo dump: a week of ${t} at the office, from the Monday huddle to a customer visit. ` +
    "Caption tells the story behind one photo.",
  (t) =>
    `Story series with a question sticker, "Ask me anything about ${t}". Answer the five best questions in a follow-up Reel the next day.`,
  (t) =>
    `Before/after post, "What ${t} looked like for us three years ago vs today": ` +
    "two side-by-side visuals and a caption on what changed and why.",
  (t) =>
    `Quote card with one line you live by on ${t}, in your words, set in brand colours. ` +
    "Caption: the moment you learned it, in under 120 words.",
  (t) =>
    `Data snapshot carousel: one striking number about ${t} from your business, ` +
    "why it matters, and what you are doing next. Hook: the number, big, on slide one.",
  (t) =>
    `Collab Reel with a team member: a 60-second conversation on ${t}, shot on a phone, unpolished on purpose. ` +
    "Post as a Collab so it reaches both audiences.",
  (t) =>
    `"A mistake I made" Reel: a candid story of a ${t} decision that didn't work and what you changed. ` +
    `Hook: "This cost us more than money."`,
  (t) => `Carousel of 3 books or podcasts that shaped how you think about ${t}, one per slide with your one-line takeaway.`,
  (t) => `Poll Story, "Where does your company stand on ${t}?", then share the results with your own view in a Reel the next day.`,
];

/** LinkedIn ideas: text-first formats that earn comments from peers and teams. */
export const LINKEDIN_IDEAS: IdeaTemplate[] = [
  (t) =>
    `Story post, "The moment ${t} became real for me": ` +
    "a specific meeting or decision, what you learned, and a closing question for your network.",
  (t) =>
    `Contrarian take, "Unpopular opinion: most companies approach ${t} backwards". ` +
    "State the common view, your alternative, and one example that proves it.",
  (t) => `Framework post, "My 3-step approach to ${t}": numbered steps, one line each, plus how your team applies them every quarter.`,
  (t) =>
    `Data-led post: one internal metric tied to ${t}, the trend over the last year, and what it taught you. ` +
    "Numbers in the first line stop the scroll.",
  (t) => `List post, "7 things I'd tell my younger self about ${t}": short, punchy lines, ending with the one you learned the hard way.`,
  (t) =>
    `Poll, "What's the biggest barrier to ${t} in your organisation?" with four options; ` +
    "follow up a week later with the results and your view.",
  (t) =>
    `Team spotlight: credit a colleague whose work shows ${t} in action, with one concrete result. ` +
    "Tag them; recognition travels further than announcements.",
  (t) =>
    `Document carousel: a 6-page PDF playbook on ${t} ` +
    "(problem, principles, three practices, one checklist) that readers can save and share.",
  (t) =>
    `Industry lens: what ${t} will mean for Indian businesses over the next five years, ` +
    "with two predictions and one thing leaders should start now.",
  (t) => `Honest retrospective, "We got ${t} wrong last year. Here's what we changed.": the mistake, the fix, the result.`,
  (t) => `Culture angle: how ${t} shows up in who you hire, promote and let go, with one question you ask in every senior interview.`,
  (t) => `Event recap: three takeaways on ${t} from a recent panel, offsite or customer meeting, and the one you disagreed with.`,
];
