/**
 * Topics that retrieval alone answers badly: they gather facts from several places (contact,
 * certifications, the whole timeline) or the content is silent on them (salary, age). Each rule
 * reads the question's corrected words (the owner's name is "him"); the first match wins.
 */

export type Topic =
  | 'greeting'
  | 'thanks'
  | 'identity'
  | 'rates'
  | 'personal'
  | 'relocation'
  | 'reporting'
  | 'availability'
  | 'pitch'
  | 'remote'
  | 'resume'
  | 'roi'
  | 'contact'
  | 'location'
  | 'opportunities'
  | 'site'
  | 'certifications'
  | 'education'
  | 'awards'
  | 'publications'
  | 'testimonials'
  | 'industries'
  | 'years'
  | 'projects'
  | 'career'
  | 'competencies'
  | 'focus'
  | 'skills'
  | 'highlights'
  | 'title'
  | 'about';

const W = '[a-z0-9&]+';

/**
 * "Companies" as his employers; "the founders' companies he helped", "portfolio companies" and
 * "companies did he advise" are other people's.
 */
const EMPLOYERS =
  '(?<!(founders|client|clients|portfolio|startup|customer|customers) )companies(?! (did|has|does|have|had) him (help|helped|advise|advised|serve|served|support|supported|mentor|mentored|coach|coached|guide|guided))';

const RULES: readonly [Topic, RegExp][] = [
  ['greeting', /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening))( there| him)?$/],
  [
    'identity',
    /\b(who are you|what are you|about yourself|are you (an? )?(ai|bot|robot|human|real|person)|what can you (tell|do|answer|help)|what (questions|things) can i ask|what do you know|how does this work|tell me everything)\b|^(help|help me|menu|options)$/,
  ],
  [
    'thanks',
    /^(thanks?|thank you|thx|ty|cheers|great|perfect|awesome|cool|ok|okay|got it|nice)( (so much|a lot|very much))?$/,
  ],
  [
    'rates',
    new RegExp(
      String.raw`\b((?<!\b(pass|success|hit|error|win|close|adoption|completion|response|resolution|failure|growth|retention|conversion|churn|attrition|interest|exchange) )rates?|pricing|prices?|fees?|hourly|daily rate|expensive|affordable|afford him|salary|salaries|compensation|pay|(?<!\bever (?:get|got|been) )paid(?!(?: \w+){1,6} for a living)|wages?|retainer|cost to hire|cost of hiring|per (hour|day|project)|day rate|bill(ing)? rate|(?<!in )charges?|how much (does|would|will|do) ${W} (charge|cost|want|ask|expect|earn|make))\b`,
    ),
  ],
  [
    'personal',
    /\b(how old|his age|married|wife|husband|spouse|kids|children|family|hobby|hobbies|religio\w*|politic\w*|birthday|nationality|citizen\w*|visa|sponsorship|authori[sz]ed to work|work (permit|authori[sz]ation)|green card|clearance|speaks?(?! (highly|well|fondly) of)|spoken(?! (highly|well|fondly) of)|languages?|fluent|gender|pets?|favou?rite|free time|weekends?|(does|do|would) him (like|love|enjoy|prefer|hate|dislike))\b/,
  ],
  [
    'availability',
    /\b(when can him (start|join)|(?<!\b(by|of|and|or|their|its|the) )start date|(joining|join) date|date of joining|notice period|how soon (can|could) him|available to (start|join)|when (is|would) him (be )?available)\b/,
  ],
  [
    'pitch',
    /\bwhy (should|would|do) (i|we|you|anyone|someone) (hire|choose|pick|work with|consider)\b|\bwhat makes him (different|unique|special|stand out)\b|\bwhy him\b|^him$/,
  ],
  [
    'reporting',
    /\b(report(ed|s)? to|(his|him) (boss|manager|supervisor|line manager)|who (was|is) (his|him) (boss|manager|supervisor))\b/,
  ],
  ['relocation', /\b(relocat\w*|move to|moving to|willing to move|travel\w*)\b/],
  // "Managing remote teams" is about leading distributed teams, not where he would work.
  [
    'remote',
    // "Is he in the office every day?", "does he commute in?": where the work is done.
    /^(?!.*\b(manag\w*|lead\w*|led|run\w*|ran|teams?|staff|enable\w*|enablement|starter kit)\b).*\b(remote(ly)?|hybrid|on ?site|in (the )?office|in person|work(ing)? from home|wfh|commut\w*|office (every|each|five|5) days?|days? a week in)\b/,
  ],
  // "His resume" is the download; the resume builder and the resumes it tailors are the site's tools.
  ['resume', /(?<!\b(tailored|generated) )\b(resume|cv|curriculum vitae)\b(?! (builder|tool|tailor\w*))/],
  [
    'roi',
    /\b(roi|return on (an |the |my )?(it )?investment|payback|business value calculator|calculat\w* .{0,40}(return|savings|investment|roi|value)|estimate .{0,40}(return|savings|roi|investment|value))\b/,
  ],
  [
    'contact',
    /\b(contact|reach (him|out)|get in touch|touch base|e ?mail|phone|(mobile|cell|telephone|contact) (number|no)|digits|whatsapp|call him|linkedin|message him|(get|got) (a )?hold of|ahold|ping him|hit him up|get back to (me|you|us)|talk (to|with) him|speak (to|with) him|connect with|book a (call|meeting)|set up a (call|meeting)|inbox|(drop|shoot|send|flick) him a (note|line|message|msg|mail|dm)|write to him|dial|ring him|text him)\b/,
  ],
  [
    'location',
    /\b(where (is|does) him (based|live|located|from|reside|work(?! (now|currently|these days|today|at the moment|right now)))|where is him$|based (in|out of)|located|location|(lives|living) in|reside\w*|which city|time ?zone|where (is|are) him from|where does him live|whereabouts|(what|which) (part|region|corner) of (the )?(country|states|us|usa|world)|(what|which) (state|country|region|city)( \w+)? (does|is) him\b|where in the (states|us|usa|country|world))\b/,
  ],
  [
    'opportunities',
    /\b(available|(?<!\b(on|for|of|system|service|services|uptime|high) )availability(?! (targets?|slas?|figures?|numbers?))|open to|looking for|seeking|seeks|hunting|interested in|(kinds?|types?|sort) of (roles?|jobs?|positions?|work|opportunit\w*|engagements?|gigs?)|(what|which) roles|target roles?|next (role|job|position|move|gig|step|opportunit\w*)|(gunning|angling|aiming|shooting|pitching) for|eyeing up|(what s|whats|what is) next for him|ideal (role|job)|new (role|job|position|opportunit\w*)|opportunit\w*|job search|start date|(?<!\b(was|is|were) (that|it|this|the (role|job|gig|position))( \w+)? )(full ?time|part ?time)|freelance|contract work|(?<!\b(current|present|ongoing|latest|recent|last|his|him) )consulting (work|engagements?|projects?)|good fit|fit for|would him (take|consider|accept|join)|(hire|engage|retain|book|contract) him|bring him on|(consider|take|accept) an? (vp|director|cto|cio|leadership|consulting))\b/,
  ],
  [
    'site',
    /(?<!\b(on|in|from|at|across) )\b(this (site|website|portfolio)|the (site|website))\b|\b(built with|tech stack|chat ?bot|how do you work|private (career )?tools|easter eggs?|(hidden|secret|mini) ?games?|high ?scores?|particle collector|(ambient|background) (music|sound|audio)|(resume|cv) (builder|tool|tailor\w*)|tailored (resumes?|cvs?|ones)|\bats\b|(tools )?behind the (login|log ?in|sign ?in)|(login|log ?in|sign ?in) (area|page|section|wall)|career tools)\b/,
  ],
  ['certifications', /\b(certif\w*|certs?|credentials?|accredit\w*|qualifications?|quals)\b/],
  [
    'education',
    /\b(educat\w*|degrees?|mba|universit\w*|college|school|studied|study|studies|studying|graduat\w*|postgrad\w*|post grad\w*|bachelors?|masters?|phd|doctorate|diploma|academic|coursework|enrolled|hitting the books)\b/,
  ],
  ['testimonials', /\b(testimonials?|recommendations?|recommenders?|references?|referees?|endorsements?)\b/],
  [
    'publications',
    /\b(written|wrote|writing|authored) (anything|any\w*|articles?|books?|blogs?|posts?|papers?|pieces?)\b|\b(has|did) him (write|written|publish\w*|author\w*)\b|\b(publish\w*|publications?|articles?|video series|videos?(?! games?)|featured|speaker|speaking|podcasts?|press|news|coverage|media|in print|into print|on camera|in front of (a |the )?cameras?|on (tv|television|air)|interviewed)\b/,
  ],
  [
    'awards',
    /\b(awards?|awarded|honou?r\w*|honoree|recogni(?:[sz]|tion)\w*|prizes?|accolades?|won|gongs?|troph(y|ies)|laurels|plaudits|medals?|silverware)\b/,
  ],
  // "Reviews" as a noun; "can he review our security?" asks for work, not recommendations.
  [
    'testimonials',
    new RegExp(
      String.raw`\b(testimonials?|recommend\w*|references?|referees?|(?<!(access|security|code|design|vendor|architecture|performance|budget|annual|quarterly|business|contract|cost|spend|risk|peer|board|strategy|operations|program|project|post|him|to|you|we) )reviews?(?! (our|my|your|the|a|an|its|their|this|that|these|those)\b)|endorse\w*|feedback|vouch\w*|what (do|did|would) ${W}( ${W})*? (say|think)|say about (him|working)|like to work with|worked with him|praises?|praised|(speaks?|spoke|spoken) (highly|well|fondly) of|good word|sing\w* (his|him) praises|on record)\b`,
    ),
  ],
  [
    'industries',
    /\b(what|which|kinds? of|types? of|many|different) (industr\w*|sectors?|verticals?)\b|\b(kinds?|types?|sorts?|flavou?rs?) of (compan\w*|employers?|businesses|organi[sz]ations?)|\bwhat compan\w* has him worked\b/,
  ],
  [
    'years',
    /\b(how many years|years of experience|years experience|how much experience|how experienced|how senior|seniority|how long (has|have) him been (working|in|at|doing|around|in the (game|business|industry|trenches)))\b/,
  ],
  [
    'highlights',
    /\b(achievements?|achieved|accomplish\w*|results|biggest wins?|proudest|highlights?|track record|impact|(headline|key|big|top|main) (numbers|figures|stats|metrics)|stats|statistics)\b/,
  ],
  ['projects', /\b(projects?|initiatives?|programs?|case stud\w*|portfolio highlights)\b/],
  [
    'career',
    new RegExp(
      String.raw`\bhow many ((different|distinct|separate|unique|individual) )?(jobs|roles|positions|employers|${EMPLOYERS}|organi[sz]ations|firms|workplaces)\b|\b(career|work history|employment|employers|${EMPLOYERS}|where (has|did|have) him work\w*|timeline|resume of|all (his|him) roles|every role|list (his|him|the) (roles|jobs))\b`,
    ),
  ],
  ['competencies', /\b(core competenc\w*|competenc\w*)\b/],
  ['focus', /\b(current focus|focus\w*|priorit\w*)\b/],
  [
    'skills',
    /\b(skills?|skillset|strengths?|strongest|expertise|bread and butter|wheelhouse|forte|capabilit\w*|specialt\w*|speciali[sz]\w*|good at|best at|what can him do)\b/,
  ],
  [
    'title',
    /^(job )?titles?$|\b((his|him) (\w+ )?(job )?title|(professional|official|current|job) title(?! (of|at|in) (his|him) (roles?|jobs?))|title of him|what is him$|what does him do for a living|what does him do$|profession|occupation|(job )?title (does|do) him (go by|use|give himself)|what (does|do) him (call|describe) (himself|him)|what does him go by)\b/,
  ],
  [
    'about',
    /\b(who is him|whos him|about him|summary|overview|introduce|introduction|profile|pitch|bio|biography|his story|background|whole deal|in a nutshell|sum (him|it) up|in (like )?(one|a) (line|sentence))\b/,
  ],
];

const FILLERS =
  /\b(i d like to know|i would like to know|i want to know|i wanna know|i wonder(ed)?|i m curious|(can|could|would) you (please )?tell me|please tell me|do you know|tell me|let me know|please)\b/g;

export function detectTopic(text: string): Topic | null {
  return matchTopic(text)?.topic ?? null;
}

/** The topic and the words that named it ("bread and butter"): those words ask nothing more. */
export function matchTopic(text: string): { topic: Topic; words: ReadonlySet<string> } | null {
  const question = text.replace(FILLERS, ' ').replace(/\s+/g, ' ').trim();
  if (question === '') return null;
  for (const [topic, pattern] of RULES) {
    if (!pattern.test(question)) continue;
    // Every phrase of the topic names it: "how many organisations … in his work history".
    const every = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    const words = [...question.matchAll(every)].flatMap((match) => match[0].split(' '));
    return { topic, words: new Set(words) };
  }
  return null;
}

/** Topics the content has nothing on: the reply says so and offers the contact form. */
export const UNSTATED_TOPICS: ReadonlySet<Topic> = new Set([
  'rates',
  'personal',
  'relocation',
  'reporting',
  'availability',
]);
