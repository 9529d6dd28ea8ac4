const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
// Nine digits or more with phone punctuation between them: a phone number, not a year range
// ("2013-2017") or an amount ("$1,500,000").
const PHONE = /\+?\(?\d(?:[\s().-]*\d){8,}/g;

/**
 * A visitor's question as it is stored: email addresses, links and phone numbers they typed are
 * replaced by a placeholder, so the log keeps what was asked, not how to reach who asked.
 */
export function redactQuestion(question: string): string {
  return question
    .replace(EMAIL, '[email]')
    .replace(LINK, '[link]')
    .replace(PHONE, '[phone]')
    .replace(/\s+/g, ' ')
    .trim();
}
