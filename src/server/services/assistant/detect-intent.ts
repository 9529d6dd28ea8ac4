/**
 * What a question asks, from its normalized words (the owner's name already replaced by "him").
 * Rules run in order and the first match wins, so narrow topics come before broad ones.
 */

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'rates'
  | 'contact'
  | 'resume'
  | 'unknown-personal'
  | 'remote'
  | 'relocation'
  | 'location'
  | 'opportunities'
  | 'site'
  | 'certifications'
  | 'education'
  | 'awards'
  | 'testimonials'
  | 'years'
  | 'projects'
  | 'current'
  | 'previous'
  | 'next'
  | 'more'
  | 'achievements'
  | 'responsibilities'
  | 'role'
  | 'skill'
  | 'skills'
  | 'career'
  | 'about'
  | 'none';

const W = '[a-z0-9&]+';

const RULES: readonly [Intent, RegExp][] = [
  ['greeting', /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening))( there| him)?$/],
  [
    'greeting',
    /\b(who are you|what are you|about yourself|are you (an? )?(ai|bot|robot|human|real|person))\b/,
  ],
  [
    'thanks',
    /^(thanks?|thank you|thx|ty|cheers|great|perfect|awesome|cool|ok|okay|got it|nice)( (so much|a lot|very much))?$/,
  ],
  ['about', /\bwhy (should|would|do) (i|we|you|anyone|someone) (hire|choose|pick|work with)\b/],
  [
    'rates',
    new RegExp(
      String.raw`\b(rates?|pricing|prices?|fees?|charges?|charging|hourly|salary|salaries|compensation|pay|paid|wages?|retainer|cost to hire|cost of hiring|engagement terms|terms of engagement|contract terms|how much (does|would|will|do) ${W} (charge|cost|want|ask|expect))\b`,
    ),
  ],
  ['resume', /\b(resume|cv|curriculum vitae)\b/],
  [
    'contact',
    /\b(contact|reach (him|out)|get in touch|touch base|e ?mail|phone|call him|linkedin|message him|hire him|talk (to|with)|speak (to|with)|connect with|book a (call|meeting)|set up a (call|meeting))\b/,
  ],
  [
    'unknown-personal',
    /\b(how old|age|married|wife|husband|spouse|kids|children|family|hobby|hobbies|religio\w*|politic\w*|birthday|born|nationality|citizen\w*|visa|sponsorship|speaks?|spoken|languages?|fluent|gender|pets?|favou?rite)\b/,
  ],
  ['remote', /\b(remote(ly)?|hybrid|on ?site|in office|in person|work from home|wfh)\b/],
  ['relocation', /\b(relocat\w*|move to|moving to|willing to move|travel\w*)\b/],
  [
    'location',
    new RegExp(
      String.raw`\b(where (is|does) ${W} (based|live|located|from|reside)|where is him$|based (in|out of)|located|location|lives|living|reside\w*|city|time ?zone|where (is|are) ${W} from)\b`,
    ),
  ],
  [
    'opportunities',
    new RegExp(
      String.raw`\b(available|availability|open to|looking for|seeking|seeks|interested in|(kinds?|types?|sort) of (roles?|jobs?|positions?|work|opportunit\w*|engagements?)|(what|which) roles|target roles?|next (role|job|position|move)|ideal (role|job)|new (role|job|position|opportunit\w*)|opportunit\w*|job search|start date|when can ${W} start|full ?time|part ?time|freelance|contract work|consulting (work|engagements?|projects?)|good fit|fit for)\b`,
    ),
  ],
  [
    'site',
    /\b(site|website|web site|portfolio site|built with|tech stack|blog|chat ?bot|calculator|how do you work)\b/,
  ],
  ['certifications', /\b(certif\w*|cissp|cmno|credentials?|accredit\w*|qualifications?)\b/],
  [
    'education',
    /\b(educat\w*|degrees?|mba|universit\w*|college|school|studied|study|studying|graduat\w*|bachelors?|masters?|phd|doctorate|diploma|academic)\b/,
  ],
  [
    'awards',
    /\b(awards?|awarded|honou?rs?|honoree|recogni[sz]\w*|featured|publications?|published|articles?|press|video series|videos?|wrote|written|author\w*|speaker|speaking|talks|podcasts?)\b/,
  ],
  [
    'testimonials',
    new RegExp(
      String.raw`\b(testimonials?|recommendations?|references?|referees?|reviews?|endorse\w*|feedback|vouch\w*|what (do|did|would) ${W}( ${W})? (say|think)|say about (him|working))\b`,
    ),
  ],
  [
    'years',
    /\b(how many years|years of experience|years experience|how long|how much experience|how experienced|yrs|how senior|seniority)\b/,
  ],
  [
    'current',
    /\b(now|currently|current|present|presently|these days|today|at the moment|latest|most recent|nowadays)\b/,
  ],
  ['previous', /\b(before|prior to|previous(ly)?|preceding|earlier)\b/],
  ['next', /\b(after|afterwards?|what came next|(do|happen\w*) next|next$|then what|later on)\b/],
  [
    'more',
    /^(and )?(tell me |any )?more( please)?$|\b(tell me more|more (details?|info\w*|about (that|this|it|them))|elaborate|expand on|go on|go deeper|dig deeper|in more detail|anything else|what else)\b/,
  ],
  [
    'achievements',
    /\b(achiev\w*|accomplish\w*|results?|outcomes?|impact\w*|deliver\w*|success\w*|wins?|proud|highlights?|metrics?|numbers|kpis?|contribut\w*|savings?|saved|biggest|how did .{1,40} go)\b/,
  ],
  ['responsibilities', /\b(responsib\w*|duties|day to day|in charge of|tasks|scope|job description)\b/],
  [
    'skill',
    /\b(know|knows|knowledge|experience (with|in|using|of)|experienced (with|in)|familiar\w*|expertise in|expert (in|at|on)|proficien\w*|good at|worked with|work with|used|uses|using|hands on|background in|strong in|versed|skilled|capable of|competent)\b|\b(have|has|any|got) .+ experience$/,
  ],
  [
    'role',
    new RegExp(
      String.raw`\b(what did ${W} do|what was ${W} (job|role|title|position)|roles?|jobs?|positions?|title|work(ed|ing|s)? (at|for|in|as)|time at|stint|experience at|tenure|employ\w*)\b`,
    ),
  ],
  [
    'skills',
    /\b(skills?|skillset|strengths?|competenc\w*|expertise|capabilit\w*|specialt\w*|speciali[sz]\w*|technolog\w*|tools?|stack)\b/,
  ],
  ['projects', /\b(projects?|initiatives?|programs?|case stud\w*)\b/],
  [
    'career',
    /\b(career|work history|employment|employers|companies|where (has|did|have) him work\w*|timeline|background|experience|worked)\b/,
  ],
  [
    'about',
    /\b(who is|whos|about him|summary|overview|introduce|introduction|profile|pitch|what does him do|bio|biography)\b/,
  ],
];

/** Questions that say "before" in the sense of "ever" ("has he led teams before?"). */
const EVER_BEFORE = /\b(has|have|did|ever)\b.*\bbefore$/;

const FILLERS =
  /\b(i d like to know|i would like to know|i want to know|i wanna know|i wonder(ed)?|i m curious|(can|could|would) you (please )?tell me|please tell me|do you know|tell me|let me know|please)\b/g;

/** Drops politeness wrappers so "can you tell me about X" reads as "about X". */
export function stripFillers(normalized: string): string {
  return normalized.replace(FILLERS, ' ').replace(/\s+/g, ' ').trim();
}

export function detectIntent(normalized: string): Intent {
  const question = stripFillers(normalized);
  if (question === '') return 'none';
  for (const [intent, pattern] of RULES) {
    if (!pattern.test(question)) continue;
    if (intent === 'previous' && EVER_BEFORE.test(question)) continue;
    return intent;
  }
  return 'none';
}
