import { normalizeText } from './normalize-text';

/**
 * Runs before anything else (and before any model call): messages that try to steer the
 * assistant, ask for private data, insult, or wander off topic get a polite refusal.
 * Patterns read normalized text in which the owner's name has become "him".
 */

export type DeclineReason = 'injection' | 'private-data' | 'abuse' | 'off-topic';

const RAW_INJECTION = [
  /<\/?(system|assistant|user)>/i,
  /\[\/?INST\]/i,
  /<\|[a-z_]+\|>/i,
  /^\s*(system|assistant)\s*:/im,
];

const INJECTION = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|prompts?|rules|guidelines|context|above|previous|everything|restrictions?|programming)\b/,
  /\bsystem (prompt|message|instructions?)\b/,
  /\b(your|the) (initial |original |hidden )?(prompt|instructions|configuration)\b/,
  /\b(reveal|show|print|repeat|output|what are) (me )?(your|the) (rules|guidelines)\b/,
  /\byou are (now|no longer)\b/,
  /\bfrom now on\b/,
  /\b(act|behave|respond|answer) as (if|though|an? (ai|assistant|chatbot|bot|different|new|unfiltered|unrestricted|evil|hacker))\b/,
  /\bpretend (to be|you|that)\b/,
  /\b(jailbreak|jail break|developer mode|dan mode|do anything now|prompt injection)\b/,
  /\b(new|updated|hidden|secret) instructions?\b/,
  /\brole ?play\b/,
];

const PRIVATE_DATA = [
  /\b(job|his|him|her|their|your) applications?\b/,
  /\b(application status|job tracker|application tracker)\b/,
  /\b(appl(y|ied|ying) (to|for|at)|where (has|did) him appl\w*)\b/,
  // The owner's own resume is public (a download on the page); the tailored and uploaded ones are not.
  /\b((tailored|uploaded|base|other|generated|created|previous|older|custom) (resumes?|cvs?)|resumes|cvs|cover letters?|resume (versions?|builder|drafts?|scores?|analysis))\b/,
  /\b(contacts|contact (list|submissions?|requests?|messages?)|inbox|submissions?|messages? (people|visitors|others|recruiters|anyone|someone) (sent|left|wrote)|who (has )?(contacted|messaged|emailed|written to) him|(other|previous) visitors)\b/,
  /\b(show|list|give|send|read|open|download|see|view|access|dump|export)( me)?( all)?( the| his| him| your| any)? (messages|emails|contacts|files|documents|uploads|logs|data|notes|certificates|keys)\b/,
  /\b(files?|uploads?|uploaded|documents?|attachments?)\b/,
  /\b((ssl|tls|x509|client|server|domain|private|uploaded|stored|cloudflare|pem) certificates?|certificates? (files?|data|keys?|health|store|stored|uploaded))\b/,
  /\b(passwords?|passcodes?|passphrases?|private keys?|api keys?|secret keys?|client secret|app secret|tokens?|session (ids?|cookies?|data)|cookies?|login credentials|admin credentials)\b/,
  /\b(admin|admins|administrator|private tools?|tools page|(admin|tools?|job|owner|private) dashboard)\b/,
  /\b(databases?|db|sql|tables?|rows?|activity logs?|server logs?|logs?)\b/,
  /\binterviews?\b.*\b(scheduled|lined up|coming up|booked)\b|\b(upcoming|scheduled) interviews?\b/,
  /\b(offers? (him has|received|pending)|pipeline|home address|social security|ssn|date of birth|bank (account|details))\b/,
];

const ABUSE =
  /\b(fuck\w*|f+u+c+k+|shit\w*|bitch\w*|bastard|ass ?hole|cunt|dick ?head|idiot\w*|stupid|moron\w*|dumb|retard\w*|loser|suck(s)?|shut up|go to hell|hate you|kill (yourself|urself)|kys|screw you|piss off|wtf|crap|useless bot)\b/;

const OFF_TOPIC = [
  /\b(weather|temperature outside|rain(ing)?|sunny|snow(ing)?)\b/,
  /\b(joke|jokes|funny|riddle|limerick)\b/,
  /\b(write|generate|create|give|show|fix|debug|refactor|complete|explain)( me)?( a| an| some| the| this| my)? (code|script|program|function|class|regex|query|snippet|poem|story|essay|song|haiku|letter|email|tweet|post)\b/,
  /\b(python|javascript|typescript|java|c|golang|rust|php|ruby|bash|html|css) (code|script|function|program|snippet)\b/,
  /\bmy (code|homework|assignment|essay|bug)\b/,
  /\b(recipes?|cook(ing)?|bake|baking|restaurants?|movies?|films?|tv shows?|songs?|lyrics|sports?|football|soccer|basketball|baseball|nba|nfl|score of|who won|horoscope|lottery)\b/,
  /\b(stocks?|stock market|crypto\w*|bitcoin|ethereum|invest(ing)? in|forex)\b/,
  /\b((latest|today s|world|breaking) news|headlines|who is (the )?president|president of the|prime minister|election|capital of|population of|meaning of life|translate|translation)\b/,
  /\b(what time is it|what day is it|today s date|current date)\b/,
  /\b(solve|calculate|equation|integral|derivative)\b/,
];

const ARITHMETIC = /^\s*(what is|what's|whats|calculate)?\s*-?\d+(\.\d+)?\s*[-+*/x×÷^]\s*\d+/i;

/** Lowercase words with every word of the owner's name turned into "him". */
export function normalizeQuestion(message: string, nameWords: ReadonlySet<string>): string {
  return normalizeText(message)
    .split(' ')
    .map((word) => (nameWords.has(word) || nameWords.has(word.replace(/s$/, '')) ? 'him' : word))
    .join(' ');
}

export function guardMessage(message: string, nameWords: ReadonlySet<string>): DeclineReason | null {
  if (RAW_INJECTION.some((pattern) => pattern.test(message))) return 'injection';
  const question = normalizeQuestion(message, nameWords);
  if (INJECTION.some((pattern) => pattern.test(question))) return 'injection';
  if (ABUSE.test(question)) return 'abuse';
  if (PRIVATE_DATA.some((pattern) => pattern.test(question))) return 'private-data';
  if (ARITHMETIC.test(message) || OFF_TOPIC.some((pattern) => pattern.test(question))) return 'off-topic';
  return null;
}

/** The refusal for each reason: polite, short, and without a word about what was asked for. */
export function composeDecline(reason: DeclineReason, ownerName: string): string {
  const scope = `I can only answer questions about ${ownerName}'s professional background, such as experience, projects, skills and how to get in touch.`;
  switch (reason) {
    case 'injection':
      return `Sorry, I can't do that. ${scope}`;
    case 'private-data':
      return `Sorry, I can't help with that: I only know what is published on this page, and I have no access to anything private. ${scope}`;
    case 'abuse':
      return `Let's keep this friendly and professional. ${scope}`;
    case 'off-topic':
      return `That's outside what I can help with. ${scope}`;
  }
}
