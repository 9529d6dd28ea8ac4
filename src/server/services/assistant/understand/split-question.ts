/**
 * Where a second question starts inside one message: "…based and how can I contact him?", "…cover,
 * and across how many offices?" (a preposition may lead the question word).
 */
const NEXT_QUESTION =
  /\s*(?:[,;]\s*(?:and\s+|but\s+|also\s+)?|\s+(?:and|but|also)\s+)(?=(?:(?:across|in|at|for|with|from|by|on|over|under|to|during|roughly|about|approximately|exactly)\s+(?=how|what|which|when|where|who|whom))?(?:how|what|what's|whats|where|when|who|whom|which|why|is (?:he|she|alex)|does|did|has|have|can|could|would|will|was|were|are)\b\s*\S)/i;

/** A question's first words; "by how much", "roughly how many" and "name the studio" start one too. */
const QUESTION_START =
  /^(?:(?:by|across|in|at|for|with|from|on|over|to|during|roughly|about|approximately|exactly|and)\s+)?(how|what|what's|whats|where|when|who|whom|which|why|is|are|was|were|do|does|did|has|have|had|can|could|would|will|should|tell|describe|list|give|show|explain|name|any|order|sort|rank|arrange|put|group|compare|summari[sz]e|outline|share|walk|count|calculate|work out|spell)\b/i;

/** "Apart from Brightline, where has he worked?": a leading phrase that belongs to the question after it. */
const LEADING_CLAUSE =
  /^(apart from|aside from|besides|except|excluding|other than|in addition to|at|in|during|while|since|after|before|for|as|back at|when at)\b/i;

/** "Kindly do the needful.", "Thanks in advance!": a courtesy that asks for nothing of its own. */
const COURTESY =
  /^(?:(?:kindly|please|pls|and|many|thanks?|thank you)\s+)*(?:do the needful|thanks?|thank you|thx|ty|in advance|appreciate (?:it|your help|the help)|cheers|(?:best |kind |warm )?regards|much appreciated)(?: (?:so much|a lot|in advance))?[\s.!🙏]*$/iu;

/** "which at Northwind", "what about in 2015": a half that asks nothing without the half before. */
const ELLIPSIS = /^(?:which|what|who)(?: ones?)? (?:at|in|for|from|with|on|during|under)\b/i;

/** "…, and how long?": a bare question word that asks the first half's question again, for a figure. */
const BARE_ASK =
  /^(?:how (?:long|much|many|big|far|often|soon)|since when|by how much|and when|which (?:ones?|of them|were they)|what were they|name them|(?:roughly |about )?how (?:many (?:years|months)|long|far|much time) apart(?: (?:were|are|was) (?:they|those|these|the two))?)[\s?!.]*$/i;

/** "Two things:", "A couple of quick questions:": a lead that announces the asks after its colon. */
const ANNOUNCED =
  /^(?:(?:ok|okay|so|right|also)[\s,]+)?(?:(?:two|three|four|a few|a couple of|couple of|some|quick|few|several)\s+)+(?:quick\s+)?(?:things|questions|qs|ones|asks|items|points)\b[^:?]*:\s*\S/i;

/** "Two of the cards carry it. Which two?": a question with nothing of its own to ask about. */
const ELLIPTIC =
  /^(?:(?:so|and|ok|okay)[\s,]+)?(?:which|what|who)(?: (?:one|ones|two|three|four|five|six|of (?:them|those|these)|are they|were they|is it|was it|exactly))*[\s?!.]*$/i;

/** A word that points back to something just said. */
const POINTER = /\b(that|this|it|those|these|them)\b/i;

/** "Also, could you…", "Oh and where…": words that lead into a question without being one. */
const LEAD_IN =
  /^(?:(?:also|and|so|but|ok|okay|oh|then|now|plus|lastly|finally|one more thing|last thing|if so|if yes|if not|if he has|if he did|if that s the case|please|kindly|pls)[\s,]+)+/i;

/** "…from earliest to latest 🙏": a question may end in a symbol rather than a question mark. */
function isQuestion(sentence: string): boolean {
  const plain = sentence.replace(/(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)+$/u, '');
  return plain.endsWith('?') || QUESTION_START.test(plain.replace(LEAD_IN, ''));
}

/**
 * The questions in one message, in order: split at question marks, and at "and" or a comma
 * that starts a new question. A bare trailing question word ("…at Northwind and when?")
 * stays with its question.
 */
export function splitQuestion(message: string): string[] {
  const all = message
    .split(/(?<=[?!;])\s+|(?<!\b(?:Sr|Jr|Dr|Mr|Ms|Mrs|St|Inc|Ltd|Co|vs)\.)(?<=[A-Za-z]{2}\.)\s+(?=[A-Z])|\n+/)
    .map((part) => part.trim())
    .filter((part) => part.replace(/[?!.;,\s]/g, '') !== '');
  // "I'm a recruiter for a startup. Does he have startup experience?": the statement only sets the
  // scene, unless the question points back into it ("The site mentions $70K a month. What is that
  // a year?"): then the statement is part of the question.
  const sentences: string[] = [];
  all.forEach((sentence, index) => {
    if (COURTESY.test(sentence)) return;
    const before = all[index - 1];
    if (!isQuestion(sentence)) {
      if (!all.some(isQuestion)) sentences.push(sentence);
      return;
    }
    sentences.push(
      before && !isQuestion(before) && (POINTER.test(sentence) || ELLIPTIC.test(sentence))
        ? `${before} ${sentence}`
        : sentence,
    );
  });
  const parts: string[] = [];
  for (const sentence of sentences) {
    let rest = sentence;
    let from = 0;
    for (let guard = 0; guard < 6; guard += 1) {
      const next = new RegExp(NEXT_QUESTION.source, 'gi');
      next.lastIndex = from;
      const match = next.exec(rest);
      if (!match) break;
      const left = rest.slice(0, match.index).trim();
      const right = rest.slice(match.index + match[0].length).trim();
      if (left.split(/\s+/).length < 2 || right.replace(/[?!.]/g, '').trim().split(/\s+/).length < 2) break;
      if (BARE_ASK.test(right)) break;
      // "…were at Brightline and which at Northwind?": the second half borrows the first's verb.
      if (ELLIPSIS.test(right)) break;
      // "In the asset project, what share…": a phrase that is no question of its own belongs to the
      // question after it, and the next place a question may start is looked for after that.
      if (LEADING_CLAUSE.test(left) && !/,\s*(?:how|what|which|when|where|who)\b/i.test(left)) {
        from = match.index + match[0].length;
        continue;
      }
      // "…two things before I bother him: what is he after, and how do I reach him?": the scene
      // before a colon asks nothing.
      const asked = isQuestion(left) ? left : left.replace(/^[^:]*:\s+/, '');
      // "Two things: the annual saving, and what it saved a month?": after such a colon, each
      // item is an ask, a noun phrase as much as a question.
      const isAnnounced = ANNOUNCED.test(left);
      if (
        !isAnnounced &&
        !isQuestion(asked.replace(/^[^,]*,\s*/, (lead) => (LEADING_CLAUSE.test(lead) ? '' : lead)))
      )
        break;
      parts.push(asked);
      rest = right;
      from = 0;
    }
    parts.push(rest);
  }
  return parts.length > 0 ? parts : [message];
}
