import type { IdeaTemplate } from "./idea-templates-social.ts";

/** Twitter/X ideas: short, opinionated, thread-friendly. */
export const TWITTER_IDEAS: IdeaTemplate[] = [
  (t) => `Thread, "10 lessons on ${t} from running a company in India": one lesson per tweet, the strongest first.`,
  (t) => `One-line hot take on ${t} that invites replies, e.g. "${capitalise(t)} is a leadership problem before it's a process problem."`,
  (t) => `Poll: "What matters most for ${t}?" with four crisp options; quote-tweet the result with your own answer.`,
  (t) => `Before/after tweet: how your thinking on ${t} changed in one year, in two short lines.`,
  (t) => `Thread breaking down one real decision about ${t}: the context, the options, what you chose and what happened.`,
  (t) => `"Things nobody tells you about ${t}", a 5-tweet thread of uncomfortable truths.`,
  (t) => `Share one number about ${t} from your business with a single sentence of context; numbers travel.`,
  (t) => `Resource tweet: the best book, talk or article you know on ${t}, with why it's worth the time.`,
  (t) => `Ask-me-anything hour on ${t}: announce it a day ahead and answer in replies for 60 minutes.`,
  (t) => `Myth-busting thread on ${t}: three myths, each followed by what you've seen actually work.`,
  (t) => `Weekly mini-series: every Friday, one small practice on ${t} your team tried that week.`,
];

/** Email ideas: newsletters and internal notes a CXO might send. */
export const EMAIL_IDEAS: IdeaTemplate[] = [
  (t) =>
    `Monthly CEO note to the company on ${t}: what we did, what we learned, and one ask of every team. ` +
    `Subject: "${capitalise(t)}: where we stand".`,
  (t) => `Customer newsletter feature on ${t}: a short story from one customer, plus what it means for everyone else.`,
  (t) => `"Three things on ${t}" email: three links or ideas with a line of commentary each, readable in two minutes.`,
  (t) => `Leadership-team memo on ${t}: the decision needed, the options, your recommendation, and the deadline.`,
  (t) => `Investor update section on ${t}: progress against last quarter's plan, one risk, and the next milestone.`,
  (t) => `Welcome-series email for new hires on how we think about ${t}, with one story and one do/don't list.`,
  (t) => `Quarterly town hall follow-up on ${t}: answers to the top five questions that came in, in plain language.`,
  (t) => `Partner email inviting collaboration on ${t}: what you're building, why them, and a 20-minute call ask.`,
  (t) => `Thank-you email to the team that moved the needle on ${t}, with specifics, copied to their managers.`,
  (t) => `Survey email asking customers how they think about ${t}, three questions, with a promise to share the results.`,
  (t) => `"What I'm reading" email on ${t}: two books or reports, each with the one idea you're applying.`,
];

/** Platform-neutral ideas that work as a talk, an article or a post. */
export const GENERAL_IDEAS: IdeaTemplate[] = [
  (t) => `Personal story: the decision that changed how you think about ${t}, told in three parts (before, the moment, after).`,
  (t) => `Practical guide: five steps any leadership team can take on ${t} this quarter.`,
  (t) => `Opinion piece: why ${t} is misunderstood, and what leaders should do differently.`,
  (t) => `Case study from your own company on ${t}: the problem, what you tried, and the measurable result.`,
  (t) => `Interview a peer CXO about ${t} and share the three best answers.`,
  (t) => `Checklist: ten questions to ask before your next decision about ${t}.`,
  (t) => `Trend piece: how ${t} is changing in India, with two examples and one prediction.`,
  (t) => `Lessons from failure: what went wrong with ${t} once, and the rule you made because of it.`,
  (t) => `Myth vs reality on ${t}, three of each, with evidence from your experience.`,
  (t) => `Reading list on ${t}: five resources with your one-line takeaway from each.`,
  (t) => `Team voices: three colleagues on what ${t} means in their day-to-day work.`,
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
