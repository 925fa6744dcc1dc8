// Word classes the title and phrasing rules share.

/** First words that make a title an action ("call", "send"), not a subject. */
export const VERBS = new Set(
  (
    "call email mail send review check pay submit approve sign book meet talk follow prepare file renew take pick buy " +
    "finish update share confirm cancel reply write read join attend schedule order collect wish congratulate thank " +
    "message text ping ask tell plan visit go get start make do drink leave transfer process draft call discuss " +
    "finalise finalize present respond invite chase block remind bring clear fix close"
  ).split(" "),
);

// Words that are never names, so a capital on them mid-title is a typing habit ("Submit The Report"), not a proper noun.
export const COMMON = new Set([
  ...VERBS,
  ...(
    "a an the and or but of to for with on at in by from about into over after before up out off as is are be was not no " +
    "my your our their his her its me you them him this that these those all some any every each new next last " +
    "meeting call report review deck budget contract proposal invoice payment bill rent team client clients vendor vendors " +
    "office flight ticket tickets presentation document documents email emails mail letter file files quote order party " +
    "dinner lunch breakfast coffee session sync workshop interview appointment plan update results numbers notes agenda " +
    "deal offer project launch event doctor dentist bank gym medicine pills renewal return tax slides draft feedback " +
    "status sales hiring today tomorrow board passport visa insurance car house birthday anniversary flowers gift groceries"
  ).split(" "),
]);

/** Whether a word is never a name, so its capital can be dropped mid-sentence. */
export function isCommonWord(word: string): boolean {
  return COMMON.has(word.toLowerCase());
}
