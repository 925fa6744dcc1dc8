import { escapeRegExp } from "../../../rules/plain-text.rules.ts";

// Words for what one person does or is to the executive, never who they are: "CA", "lawyer", "banker", "EA", "co-founder".
// A group ("the auditors", "lawyers") or a department ("HR") is whom the meeting is with as said, and is no question.
const ROLE_NOUN = [
  "ca|cfo|ceo|coo|cto|cmo|cio|chro|md|vp|gm|ea|pa|cs|rm|hod|svp|evp",
  "secretary|lawyer|advocate|counsel|attorney|solicitor|vakil|banker|architect|auditor|accountant",
  "consultant|advisor|adviser|broker|agent|doctor|dentist|physician|contractor|designer|developer|tutor|coach|trainer|mentor",
  "investor|co-?founder|founder|partner|boss|manager|head|officer|director|chairman|chairperson|chairwoman|president",
  "landlord|supplier|vendor|client|customer|distributor|dealer|assistant|intern|hire|joinee|joiner|candidate|recruiter",
  "replacement|successor|predecessor|deputy|counterpart|planner|analyst|engineer|plumber|electrician|carpenter|trustee",
  "representative|rep|liaison|lead|owner|promoter|valuer|surveyor|underwriter|spoc|poc",
  "associate|teacher|principal|professor|driver|chauffeur",
].join("|");
// A role phrase that ends in one of these is a post, whatever names the firm: "the Tata Motors purchase head".
const POST = /(?:^|\s)(?:head|manager|officer|partner|replacement|director|lead)$/i;
// The executive's own: "my", "mere", "our", "hamare", "apna".
const MINE = String.raw`my|mere|meri|mera|our|hamare|hamara|hamari|apne|apna|apni`;
// Whose: the executive's, "the", "Sunil's", "uske".
const WHOSE = String.raw`(?:the|${MINE}|your|uske|unke|[\p{L}.-]+'s?)`;
const SAID_WHOSE = new RegExp(String.raw`^${WHOSE}\s`, "iu");
const SAID_MINE = new RegExp(String.raw`^(?:${MINE})\s+`, "i");
// "my CA", "our new auditor", "the architect", "Sunil's replacement", "mere banker", "lawyer", "naye intern".
const ROLE_PHRASE = new RegExp(
  String.raw`^(?:(?:a|an|${WHOSE})\s+)?(?:(?:new|naye|nayi|naya|old|purane|current|regular|usual|family|personal|company|tax|legal)\s+)*` +
    String.raw`(?:${ROLE_NOUN})$`,
  "iu",
);
const WHOSE_PHRASE = new RegExp(String.raw`^${WHOSE}\s+(?:[\p{L}&.'-]+\s+){0,4}(?:${ROLE_NOUN})$`, "iu");
// Someone not named at all: "the guy from the CA firm", "Sir".
const SOMEONE = /^(?:the\s+)?(?:guy|lady|person|someone|banda)\b|^(?:sir|madam|ma'?am|saab|sahab)$/i;

// "The CFO", "the CA": one person the executive's office knows by that title, booked as said; a vague "the" (a hire,
// a vendor, a client, a boss) and a post somewhere ("the Infosys procurement head") are asked about.
const VAGUE_THE = new RegExp(
  String.raw`^(?:(?:the|a|an)\s+)(?:(?:new|naye|nayi)\s+)*(?:\w+\s+)?(?:hire|joinee|joiner|intern|candidate|vendor|client|head|boss)$|` +
    // "the new CFO": a post someone has just taken, whose name Ria cannot know.
    String.raw`^(?:the|a|an)\s+(?:new|naye|nayi|naya)\s+(?:\w+\s+)?(?:${ROLE_NOUN})$`,
  "i",
);

// "the new vendor's MD", "the client's CFO": someone's role at a firm the executive did not name a person at.
const POSSESSED_ROLE = new RegExp(String.raw`^the\s+(?:[\p{L}&.-]+\s+){0,3}[\p{L}&.-]+'s?\s+(?:${ROLE_NOUN})$`, "iu");

// What someone is to someone else: a relative, a friend, a neighbour, a junior.
const KIN = [
  "cousin|son|daughter|husband|wife|brother|sister|friend|uncle|aunt|nephew|niece|father|mother|dad|mom|in-?laws?",
  "junior|senior|colleague|neighbou?r|classmate|roommate|saal[aei]|bhai|behen|bahen|jija|jiju|bhabhi|beta|beti|dost",
  "chacha|chachi|mama|mami|mausi|bua|sasur|saas",
].join("|");
// Relatives of whom there may be several: "my cousin", "my brother-in-law" (where "my wife" is one person, booked as said).
const ONE_OF_SEVERAL =
  String.raw`cousin|(?:brother|sister|father|mother|son|daughter)-?in-?law|` +
  String.raw`uncle|aunt|nephew|niece|friend|colleague|neighbou?r`;
// "my wife's cousin", "our lawyers junior" (dictated), "my brother in laws friend", "mere bhai ke saale", "the new vendor's
// MD": someone said only through whose relative, friend or post they are.
const RELATIVE_OF = new RegExp(
  String.raw`\b(?:my|our|mere|meri|mera|hamare|hamari|the)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+` +
    // "'s" or "ke" may have a word between it and the post ("my daughter's class teacher"); a dictated "lawyers junior" not.
    String.raw`(?:(?:'s|s'|\s+(?:ke|ki|ka))\s+(?:[\p{L}-]+\s+)?|s\s+)(?:${KIN}|${ROLE_NOUN})\b|` +
    // "bank ke relationship manager", "society ke secretary" (never "Sharmila ji ke saath vendor meeting").
    String.raw`\b[\p{L}-]+\s+(?:ke|ki|ka)\s+(?!(?:saath|sath|liye|baare|paas|pass|bina|baad|pehle)\b)(?:[\p{L}-]+\s+)?` +
    String.raw`(?:${KIN}|${ROLE_NOUN})\b|` +
    // "the CEO of that logistics startup", "the CFO of our distributor": a post at a firm left unnamed.
    String.raw`\b(?:my|our|the|a|an)\s+(?:[\p{L}-]+\s+)?(?:${ROLE_NOUN}|${KIN})\s+(?:of|at|from)\s+` +
    String.raw`(?:that|this|a|an|some|one|our|my)\s+[\p{L}-]+` +
    String.raw`(?:\s+(?!(?:on|at|for|to|tomorrow|today|tonight|next|this|kal|parso)\b)[\p{L}-]+){0,2}|` +
    String.raw`\b(?:my|mere|meri)\s+(?:${ONE_OF_SEVERAL})\b|` +
    // "naye CFO candidate", "our new investor's associate".
    String.raw`\b(?:new|naye|nayi|naya)\s+(?:[\p{L}-]+\s+){0,2}?(?:${ROLE_NOUN})\b`,
  "iu",
);

// "the new GM candidate, Mr. Fernandes": a name said after all.
const HONORIFIC_NAME = /\b(?:Mr|Mrs|Ms|Dr)\.?\s+\p{Lu}/u;

// Where a meeting's people are said: after "with", or before "ke saath" ("We're onboarding a new CFO. Sync with Arjun …"
// says a post in passing; the meeting is with Arjun).
const WITH = /\bwith\s+(.*)$|^(.*?)\s+(?:ke|ki)\s+(?:saath|sath)\b/is;

/** The phrase naming someone only through someone else, when a message has one where it says whom and names no one. */
export function relativeOfSomeone(message: string): string | undefined {
  const whom = WITH.exec(message);
  const said = whom?.[1] ?? whom?.[2];
  return said === undefined || HONORIFIC_NAME.test(message) ? undefined : RELATIVE_OF.exec(said)?.[0];
}

/** Whether a person is said only by a role or post, with no name: "mere CA", "our new auditor", "lawyer", "Sir". */
export function namesOnlyARole(person: string): boolean {
  // "our new head of investor relations", "the branch manager at Nagpur": the post, wherever it is.
  const said = person
    .trim()
    .replace(/[.,!?]+$/, "")
    .replace(/\s+(?:of|at|from|in|for)(?:\s.*)?$/i, "");
  // "CA ke saath", "HR head": an office known by its capitals, one person the executive has, booked as said like "the CFO".
  if (/^\p{Lu}{2,}(?:\s+(?:head|team))?$/u.test(said)) return false;
  if (/^(?:the|a|an)\s/i.test(said))
    return VAGUE_THE.test(said) || SOMEONE.test(said) || POSSESSED_ROLE.test(said) || (POST.test(said) && said.split(/\s+/).length > 2);
  return ROLE_PHRASE.test(said) || WHOSE_PHRASE.test(said) || POST.test(said) || SOMEONE.test(said);
}

/**
 * Whether everyone a meeting is with is said by a role alone, counting a place or firm said after a role as part of it
 * ("the new branch manager at Nagpur" is one person, unnamed).
 */
export function allOnlyRoles(people: string[], message: string): boolean {
  const roles = people.filter(namesOnlyARole);
  const ofARole = (person: string) =>
    roles.some((role) => new RegExp(String.raw`${escapeRegExp(role)}\s+(?:at|of|from|in)\s+${escapeRegExp(person)}`, "i").test(message));
  return roles.length > 0 && people.every((person) => roles.includes(person) || ofARole(person));
}

/** How Ria says a role back: "mere CA" and "our new auditor" are "your …", a bare "lawyer" is "the lawyer". */
export function roleAsSaidBack(person: string): string {
  const said = person.trim().replace(/[.,!?]+$/, "");
  if (SAID_MINE.test(said)) return said.replace(SAID_MINE, "your ").replace(/\s+(?:of|at|from|in|for)$/i, "");
  if (/^(?:a|an)\s+/i.test(said)) return said.replace(/^(?:a|an)\s+/i, "the ");
  if (SAID_WHOSE.test(said) || SOMEONE.test(said)) return said;
  // "HR head", "CA": an acronym keeps its capitals; "Branch manager" is lower-cased after "the".
  const acronym = /^\p{Lu}{2}/u.test(said);
  return `the ${acronym ? said : `${said.charAt(0).toLowerCase()}${said.slice(1)}`}`;
}

// "Add my co-founder also", "loop in our CA", "mere EA ko bhi add karo": someone brought in by a role alone.
const ADDS_A_ROLE = new RegExp(
  String.raw`\b(?:add|include|invite|cc|loop\s+in|rope\s+in)\s+(${WHOSE}\s+(?:[\p{L}&.'-]+\s+){0,3}?(?:${ROLE_NOUN}))\b|` +
    String.raw`\b(${WHOSE}\s+(?:[\p{L}&.'-]+\s+){0,3}?(?:${ROLE_NOUN}))\s+(?:ko\s+)?(?:bhi\s+)?(?:add|include|invite|jod|shamil|bula)`,
  "iu",
);

/** The role a message brings someone into a meeting by, with no name: "Add my co-founder also" is "my co-founder". */
export function roleAdded(message: string): string | undefined {
  const found = ADDS_A_ROLE.exec(message);
  return found?.[1] ?? found?.[2];
}
