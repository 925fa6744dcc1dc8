import type { ActionResult, Outcome } from "./action-result.ts";
import { agenda, count, find, freeOrBusy, next } from "./act/answers.ts";
import { addToList, completeItem, createMeeting, createReminder, showList, tickOffIfListed } from "./act/create.ts";
import { applyChange, cancelItem, settleClock, skipNext } from "./act/follow-ups.ts";
import type { InviteAttendees } from "./invitations.types.ts";
import type { PublishMeeting, ReadOwnCalendar } from "./own-calendar.types.ts";
import { chatReply } from "./act/chat-replies.ts";
import type { ActionStore } from "./act/schedule-items.ts";
import { findTarget, listChoices } from "./act/targets.ts";
import { composeDraft } from "./drafting/compose-draft.ts";
import { ideasReply } from "./drafting/ideas-reply.ts";
import type { Owner } from "./owner.rules.ts";
import { featureNeededFor } from "./plan-features.ts";
import type { Pending, Reference, Request } from "./understanding/request.ts";

export type { ActionStore };

export interface CarryOutDeps {
  prisma: ActionStore;
  /** Hands a new reminder to the job engine, to fire at its time. */
  scheduleReminder(reminderId: string, dueAt: Date, key?: string): Promise<void>;
  now: () => Date;
  /** Sends a meeting's attendees its invitation, update or cancellation. */
  invite?: InviteAttendees;
  /** The executive's own calendar (a connected CalDAV account): its events join answers and clash warnings. */
  ownCalendar?: ReadOwnCalendar;
  /** Hands each meeting booked, changed or cancelled to the executive's own calendar. */
  publishMeeting?: PublishMeeting;
  /** Whether the owner's plan includes a feature (spec section 6); everything is allowed when absent. */
  hasFeature?(owner: Owner, featureId: string): Promise<boolean>;
}

/** An outcome; `pending` when Ria asked a question, `choices` the ids she listed when asking "which one?". */
export type Carried = Outcome & { pending?: Pending; choices?: string[] };

/** Performs what a request asks, storing every action before the reply mentions it. */
export async function carryOut(request: Request, owner: Owner, deps: CarryOutDeps, last: ActionResult[] = []): Promise<Carried> {
  const needed = featureNeededFor(request);
  if (needed && deps.hasFeature && !(await deps.hasFeature(owner, needed.id))) {
    return {
      actions: [],
      text: `${needed.name} isn't part of your current plan. Upgrade on the Pricing page and I'll take care of this for you.`,
    };
  }
  const now = deps.now();
  const create = createDepsOf(deps, now);
  const db = deps.prisma;
  const source = { db, ownCalendar: deps.ownCalendar };
  switch (request.kind) {
    case "reminder":
      return createReminder(create, owner.id, request);
    case "meeting":
      return createMeeting(create, owner.id, request);
    case "list.add":
      return addToList(db, owner.id, request);
    case "list.show":
      return showList(db, owner.id, request.list);
    case "list.complete":
      return completeItem(db, owner.id, request.query, request.list, now, request.message);
    case "agenda":
      return agenda(source, owner.id, request.window, request.what === "reminders" ? "reminders" : "all");
    case "next":
      return next(source, owner.id, request.what, now);
    case "find":
      return find(source, owner.id, request.reference, request.window, now);
    case "free":
      return freeOrBusy(source, owner.id, request.window, now);
    case "count":
      return count(source, owner.id, request.window, request.what);
    case "change":
    case "cancel":
    case "skip":
      return followUp(request, owner, deps, last);
    case "draft":
      return { actions: [], text: composeDraft(request.draft, owner.kind === "user" ? owner.name : undefined) };
    case "ideas":
      return { actions: [], text: ideasReply(request.platform, request.topic, request.count) };
    case "send":
      return {
        actions: [],
        text:
          `Here's the message for ${request.to}:\n\n${request.body}\n\n` +
          "I can't send WhatsApp messages to your contacts yet, so please forward it yourself.",
      };
    case "chat":
      return (
        (request.done && (await tickOffIfListed(db, owner.id, request.done, now))) || { actions: [], text: chatReply(request.what, now) }
      );
    case "ask":
      return { actions: [], text: request.question, pending: request.pending, asked: request.pending.missing };
  }
}

async function followUp(
  request: Extract<Request, { kind: "change" | "cancel" | "skip" }>,
  owner: Owner,
  deps: CarryOutDeps,
  last: ActionResult[],
): Promise<Carried> {
  const now = deps.now();
  const found = await findTarget(deps.prisma, owner.id, request.target, last, now, request.target.among);
  const create = createDepsOf(deps, now);
  if ("one" in found) {
    if (request.kind === "cancel") return cancelItem(create, found.one);
    if (request.kind === "skip") return skipNext(create, found.one);
    const change = settleClock(found.one.at, request.change);
    if (!change) return { actions: [], text: "Morning or evening?", asked: "ampm" };
    return applyChange(create, found.one, change);
  }
  if ("none" in found && request.kind === "change" && request.ifNoneMatch) return carryOut(request.ifNoneMatch, owner, deps, last);
  // Nothing to act on is a question too: Ria asks which meeting or reminder was meant.
  if ("none" in found) return { actions: [], text: nothingFound(request.target), asked: "what" };
  return {
    actions: [],
    text: `Which one do you mean?\n${listChoices(found.several)}`,
    choices: found.several.map((item) => item.id),
    asked: "which",
  };
}

function createDepsOf(deps: CarryOutDeps, now: Date) {
  const { scheduleReminder, invite, ownCalendar, publishMeeting } = deps;
  return { db: deps.prisma, scheduleReminder, now, invite, ownCalendar, publishMeeting };
}

function nothingFound(reference: Reference): string {
  const named = [...reference.people, ...reference.words].join(" ");
  if (!named && !reference.at) return "I'm not sure which one you mean. Tell me its name, who it's with or when it is.";
  return `I couldn't find anything upcoming matching “${named || "that time"}”. Which meeting or reminder do you mean?`;
}
