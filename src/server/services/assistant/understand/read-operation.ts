import { MONTH_NAMES } from '../../../../shared/text/month-names';

/**
 * Which reasoning operation a question asks for, over what, measured how: "which role lasted
 * longest" is a superlative of durations over roles; "which came first, the award or the guest
 * article" a comparison of dates between two named things; "how long between X and Y" a
 * difference; "across all three titles" a sum; "in order of start date" an order; "per month" a
 * restated amount. Read from the corrected words only, so one rule serves every wording that
 * uses the same words, and every kind of fact.
 */
export type OperationName =
  | 'superlative'
  | 'compare'
  | 'difference'
  | 'sum'
  | 'order'
  | 'restate'
  | 'overlap'
  | 'side-by-side'
  | 'list';
export type MeasureWord = 'duration' | 'start' | 'end' | 'amount' | 'titles';
export type FactWord =
  | 'role'
  | 'employer'
  | 'project'
  | 'award'
  | 'publication'
  | 'person'
  | 'credential'
  | 'quantity';

export type OperationRequest = {
  name: OperationName;
  /** null: the operation decides from the facts compared (two dated things: their dates). */
  measure: MeasureWord | null;
  direction: 'max' | 'min';
  /** The kind of thing compared, when the question names one ("roles", "projects"). */
  kind: FactWord | null;
  /** The two sides of "X or Y", "between X and Y", "compare X with Y", as the visitor wrote them. */
  sides: string[];
  /** "per month", "a year": the amount restated per that period. */
  per: 'month' | 'year' | null;
  filter: {
    current?: boolean;
    /** Words a title must hold ("founder roles"). */
    title?: string;
    /** "outside San Diego": roles whose location lacks the place. */
    outside?: string;
    /** "the award he received in 2015": things dated in that year. */
    year?: number;
    /** "last year" (1), "this year" (0): a year counted back from today's, made a year when reasoned on. */
    yearsBack?: number;
    /** "roles that started in May", "jobs that ended in a January", in any year: the month (0 for January) and its end. */
    month?: { index: number; point: 'start' | 'end' };
  };
};

const KINDS: readonly [FactWord, RegExp][] = [
  [
    'employer',
    /\b(employers?|compan(y|ies)|firms?|organi[sz]ations?|workplaces?|where (has|did|have) him work\w*)\b/,
  ],
  ['project', /\b(projects?|initiatives?|programs?|programmes?)\b/],
  ['credential', /\b(certifications?|certs?|credentials?|degrees?|qualifications?)\b/],
  ['person', /\b(references?|recommendations?|testimonials?|recommenders?|referees?)\b/],
  ['award', /\b(awards?|honou?rs?|recognitions?|prizes?|accolades?)\b/],
  [
    'publication',
    /\b(articles?|publications?|posts?|videos?|series|announcements?|writing|publish\w*|wrote|written)\b/,
  ],
  ['role', /\b(roles?|jobs?|positions?|titles?|gigs?|stints?|tenures?)\b/],
  [
    'quantity',
    /\b(savings?|saved|save|figures?|numbers?|dollars?|money|values?|amounts?|metrics?|cut|reduction|gains?|percent\w*|assets?)\b|\$/,
  ],
];

const SUPERLATIVES: readonly [RegExp, MeasureWord, 'max' | 'min'][] = [
  [/\b(most|more) (different |distinct )?(titles|roles|positions|jobs)\b/, 'titles', 'max'],
  [/\b(longest|longest serving|lasted the longest|most time)\b/, 'duration', 'max'],
  [/\bshortest\b/, 'duration', 'min'],
  [/\b(most recent(ly)?|newest|latest|last (started|begun))\b/, 'start', 'max'],
  [
    /\b(oldest|earliest|(came|come|started|start|began|begun|happened|was|were) first|first to start)\b/,
    'start',
    'min',
  ],
  [
    /\b(biggest|largest|highest|greatest|most|top|fastest|quickest|fattest|heftiest|juiciest|beefiest|meatiest|priciest)\b/,
    'amount',
    'max',
  ],
  [/\b(smallest|lowest|least|fewest)\b/, 'amount', 'min'],
];

const COMPARATIVES: readonly [RegExp, MeasureWord, 'max' | 'min'][] = [
  [/\blonger\b/, 'duration', 'max'],
  [/\bshorter\b/, 'duration', 'min'],
  [/\b(earlier|sooner|first|before)\b/, 'start', 'min'],
  [/\b(later|after|more recent)\b/, 'start', 'max'],
  [/\b(bigger|larger|higher|greater|more|better)\b/, 'amount', 'max'],
  [/\b(smaller|lower|less|fewer)\b/, 'amount', 'min'],
];

const DIFFERENCE =
  /\b(gap|apart|time passed|time elapsed|how (long|many (years|months)|much time) (was there |passed |elapsed )?between|difference between|distance between|between)\b/;
const HOW_LONG = String.raw`\bhow (?:long|many (?:calendar |whole |full )?(?:years|months)|much (?:time|longer|later)|far|soon)`;
/**
 * "How long after X did Y", "how many years before Y was X", "how far into X was he when Y",
 * "how long did he run X before moving to Y", "from X to Y": two dated things, the time between.
 */
const DIFFERENCE_SIDES: readonly RegExp[] = [
  new RegExp(
    String.raw`${HOW_LONG} (?:after|before) (.+?) (?:was|were|did|does|had|came|come|is|would)\b(.+)$`,
  ),
  new RegExp(String.raw`${HOW_LONG} (?:into|in) (.+?) (?:was|were|had|did)\b.*?\b(?:when|by the time) (.+)$`),
  new RegExp(
    String.raw`${HOW_LONG} (?:had|has|was) \w+ (?:been )?(?:at|with|in|working at|working for) (.+?) (?:when|by the time|before) (.+)$`,
  ),
  new RegExp(
    `${HOW_LONG} (?:did|was|were|had) (.+?) (?:before|until|till) (?:(?:moving|going|switching|leaving) (?:on )?(?:to|for) |(?:he|him) (?:moved|went|joined|switched) (?:on )?(?:to )?)(.+)$`,
  ),
  new RegExp(String.raw`${HOW_LONG}.*?\bfrom (.+?) (?:to|until|till) (.+)$`),
  // "From the opening to the byline, how much time went by?": the two ends named first.
  new RegExp(String.raw`^(?:so |and )?from (.+?) (?:to|until|till) (.+?),? ${HOW_LONG}`),
  // "Once he first managed IT, how long was it before he went solo?"
  new RegExp(
    String.raw`\b(?:once|after|since|when) (.+?),? ${HOW_LONG} (?:was it |did it take |had passed |passed |went by )?(?:before|until|till|when) (.+)$`,
  ),
  // "Once he left X, how much later is Y due?": "later" itself asks for the time between the two.
  /\b(?:once|after|since|when) (.+?),? how (?:much|many (?:years|months)) (?:later|longer) (?:is|was|were|are|will|would|did|does|do|had|has) (.+)$/,
  // "How many years separate his first company and his degree?"
  new RegExp(
    String.raw`${HOW_LONG} (?:separate[sd]?|lie between|lay between|lies between) (.+?) (?:and|from) (.+)$`,
  ),
  // "How many months apart were the article and the video?"
  new RegExp(`${HOW_LONG} apart (?:was|were|are|is|did|do) (.+?) and (.+)$`),
  // "How long had he been running X when Y started?", "how many years had passed since X when Y came out?"
  new RegExp(`${HOW_LONG} (?:had|has|was|were|did) (.+?) (?:when|by the time) (.+)$`),
];
/** "How much bigger was X than Y?": two amounts, the difference between them. */
const HOW_MUCH_MORE =
  /\bhow much (?:bigger|larger|higher|greater|more|smaller|lower|less) (?:was|is|were|are|did|does) (.+?) than (.+)$/;
/** "For how many months did X overlap with Y?": two spans, the time they share. */
const OVERLAP = /\boverlap\w*\b/;
const OVERLAP_SIDES = /\b(?:did|do|does|was|were) (.+?) overlap\w* (?:with )?(.+)$/;
const SUM =
  /\b(altogether|in total|total|combined|across (all|both|the)|all together|all told|in all|sum|add up)\b/;
const ORDER =
  /\b(in order|order of|ordered by|chronolog\w*|sorted by|sort (them|these|those)|by start date|(earliest|oldest|first|newest|latest|most recent) (to|through|till|until) (latest|newest|last|most recent|earliest|oldest|first)|rank (them|these|those))\b/;
const RESTATE =
  /\b(per (month|year)|a (month|year)|each (month|year)|monthly|annually|annual|yearly|annuali[sz]ed|over a year|in a year|spread)\b/;
const LISTS = /\b(lists?|categor(y|ies)|sections?|entries|items)\b/;
const COMPARE = /\b(compare\w*|comparison|versus|vs|side by side)\b/;

/** "Was X longer than Y?", "Did X come before Y?": a yes/no question's two sides. */
const THAN =
  /^(?:is|was|are|were|did|does|do|has|had) (.+?) (?:(?:come|came|happen(?:ed)?|start(?:ed)?|last(?:ed)?|go|went|get|got)(?: out| in| up)? )?(?:(?:bigger|larger|greater|higher|longer|smaller|lower|shorter|more|less) or (?:bigger|larger|greater|higher|longer|smaller|lower|shorter|more|less) than|before|after|(?:bigger|larger|greater|higher|longer|smaller|lower|shorter|earlier|later|more|less) than) (.+)$/;

/** "He founded X before he left Y, or after?": two events, and which came first. */
const EVENT_ORDER = /^(.+?) (?:before|after) (.+?),? or (?:before|after)$/;

/** "What do the $1.5M cut and the $70K savings add up to?": the two things added. */
const ADDED =
  /\b(?:do|does|of|are) (.+?) and (.+?) (?:add up|added|combined|together|in total|come to|total)\b/;

/** "His exec award and the site post: how many years between them?": the two things named first. */
const NAMED_FIRST =
  /^(.+?) and (.+) (?:how (?:many|much|long|far)|what (?:is|was|s) the (?:gap|difference|time))\b.*\b(?:between (?:them|the two|both|those)|(?:them|the two) apart)\b/;

function sidesOf(text: string): string[] {
  const namedFirst = NAMED_FIRST.exec(text);
  if (namedFirst?.[1] && namedFirst[2]) return [namedFirst[1], namedFirst[2]];
  for (const pattern of [...DIFFERENCE_SIDES, OVERLAP_SIDES, HOW_MUCH_MORE]) {
    const match = pattern.exec(text);
    if (match?.[1] && match[2]) return [match[1], match[2]];
  }
  const ordered = EVENT_ORDER.exec(text);
  if (ordered?.[1] && ordered[2]) return [ordered[1], ordered[2]];
  const than = THAN.exec(text);
  if (than?.[1] && than[2]) return [than[1], than[2]];
  const added = ADDED.exec(text);
  if (added?.[1] && added[2]) return [added[1], added[2]];
  const between = /\bbetween (.+?) and (.+)$/.exec(text);
  if (between?.[1] && between[2]) return [between[1], between[2]];
  const compare = /\bcompare (.+?) (?:with|to|and|against|vs|versus) (.+)$/.exec(text);
  if (compare?.[1] && compare[2]) return [compare[1], compare[2]];
  // "Which ran longer, his first Brightline title or …": after the question's comma, the sides whole.
  const afterComma = /^[^,]*\b(?:which|what|who)\b[^,]*,\s*(.+?) (?:or|vs|versus) (.+)$/.exec(text);
  if (afterComma?.[1] && afterComma[2]) return [afterComma[1], afterComma[2]];
  // "Which came first, the award or the guest article?" / "Northwind or Brightline?"
  const or =
    /^(?:.*(?:,|\bfirst|\blonger|\bearlier|\bbigger|\blarger|\bmore|\bless|\blater|\bshorter)\s)?\s*(.+?) (?:or|vs|versus) (.+)$/.exec(
      text,
    );
  if (or?.[1] && or[2]) return [or[1], or[2]];
  return [];
}

/** The period an amount is stated in, right after it: "$70K a month", "1.5m annual". */
const STATED_PERIOD =
  /\b\d[\d,.]*[kmb]?\+? ?(a |per |each |every )?(month|monthly|year|yearly|annual|annually)\b/g;

/**
 * The period the visitor asks an amount in: "per year" of "$70K a month… per year?". A period
 * written beside an amount says how the amount is stated, so it is not the one asked for, unless
 * no other is named.
 */
function periodAsked(text: string): 'month' | 'year' | null {
  const read = (words: string) =>
    /\b(month|monthly)\b/.test(words) ? 'month' : /\b(year|annual\w*|yearly)\b/.test(words) ? 'year' : null;
  return read(text.replace(STATED_PERIOD, ' ')) ?? read(text);
}

/** "kicked off in the month of May", "began in September": a start month asked of every year. */
const IN_MONTH = String.raw`\bin (?:the month of |a |an )?(${MONTH_NAMES.join('|').toLowerCase()})\b`;
const STARTED_IN_MONTH = new RegExp(
  String.raw`\b(?:start\w*|began|begun|begin\w*|kick\w* off|joined|opened|launched)\b.*?${IN_MONTH}`,
);
const ENDED_IN_MONTH = new RegExp(
  String.raw`\b(?:end\w*|finish\w*|wrap\w* up|wrapped|left|closed|stopp\w*|conclud\w*)\b.*?${IN_MONTH}`,
);

/** "outside San Diego", "away from the US": a place, which the visitor writes with a capital. */
const OUTSIDE_PLACE = /\b(?:outside(?: of)?|not in|away from|other than in) (?:the )?\p{Lu}/u;

/**
 * Whether the words after "outside" name a place: written with a capital, or a place the content
 * knows ("outside san diego" typed in lower case); "outside vendors" names none.
 */
export type IsPlace = (words: string) => boolean;

function readFilter(text: string, written: string, isPlace: IsPlace): OperationRequest['filter'] {
  const filter: OperationRequest['filter'] = {};
  if (/\b(current|currently|present|ongoing|now)\b/.test(text)) filter.current = true;
  if (/\b(completed|finished|former|past|previous|ended)\b/.test(text)) filter.current = false;
  const titled =
    /\b(founder|consult\w*|manager|advisor|analyst|architect)\w* (roles?|jobs?|positions?|titles?)\b/.exec(
      text,
    );
  if (titled?.[1]) filter.title = titled[1];
  const outside = /\b(outside( of)?|not in|away from|other than in) ([a-z]+( [a-z]+)?)/.exec(text);
  if (outside?.[3] && (OUTSIDE_PLACE.test(written) || isPlace(outside[3])))
    filter.outside = outside[3].replace(/ (proper|itself|area|city)$/, '');
  // "in 2015", "in May 2015".
  const year =
    /\b(?:in|during|from|of|on) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* )?(19[6-9]\d|20[0-4]\d)\b/.exec(
      text,
    )?.[1];
  if (year) filter.year = Number(year);
  const started = STARTED_IN_MONTH.exec(text)?.[1];
  const ended = ENDED_IN_MONTH.exec(text)?.[1];
  const month = started ?? ended;
  if (month && !year)
    filter.month = {
      index: MONTH_NAMES.findIndex((name) => name.toLowerCase() === month),
      point: started ? 'start' : 'end',
    };
  const back = /\b(this|last) year\b|\byear before last\b/.exec(text);
  if (!year && back) filter.yearsBack = back[1] === 'this' ? 0 : back[1] === 'last' ? 1 : 2;
  return filter;
}

function kindOf(text: string): FactWord | null {
  for (const [kind, pattern] of KINDS) if (pattern.test(text)) return kind;
  return null;
}

/** The operation a question asks for, or null when it asks none (a plain lookup). */
/**
 * `text`: the corrected words; `rest`: the same without the names found ("Top Tech Exec" is no
 * superlative); `written`: as typed, for the sides' amounts.
 */
export function readOperation(
  text: string,
  rest: string,
  written: string,
  isPlace: IsPlace = () => false,
): OperationRequest | null {
  const kind = kindOf(text);
  const filter = readFilter(text, written, isPlace);
  // Sides are read as written, so "$1.5M annual" keeps its amount.
  const plain = written
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[?!;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const base = { kind, filter, sides: sidesOf(plain), per: null, direction: 'max' as const };
  const perMatch = periodAsked(text);
  if (OVERLAP.test(text) && base.sides.length === 2) return { ...base, name: 'overlap', measure: null };
  if (HOW_MUCH_MORE.test(plain) && base.sides.length === 2)
    return { ...base, name: 'difference', measure: 'amount' };
  const isDifference = DIFFERENCE.test(text) || DIFFERENCE_SIDES.some((pattern) => pattern.test(plain));
  if (isDifference && base.sides.length === 2)
    return { ...base, name: 'difference', measure: /\$|\bdollars?\b/.test(text) ? 'amount' : null };
  // "How many years apart were his two founder roles?": the two things of a kind the filter leaves.
  if (isDifference && base.sides.length === 0 && kind && (filter.title || /\b(two|both)\b/.test(text)))
    return { ...base, name: 'difference', measure: null };
  if (ORDER.test(text))
    return { ...base, name: 'order', measure: /\bend\w*\b/.test(text) ? 'end' : 'start', direction: 'min' };
  if (SUM.test(text) && /\b(how (long|many|much)|years?|months?|time|what)\b/.test(text))
    return {
      ...base,
      name: 'sum',
      // "How much has he saved in total?" sums money, not time: the verb says so as well as "$".
      measure: /\$|\b(dollars?|sav(e|ed|es|ing|ings)|money)\b/.test(text) ? 'amount' : 'duration',
    };
  // "Which ran longer, his earliest Northwind job or …": a side's own ordinal names it; it is not
  // what the sides are measured by.
  const asked =
    base.sides.length === 2 ? base.sides.reduce((left, side) => left.replace(side, ' '), plain) : rest;
  for (const [pattern, measure, direction] of SUPERLATIVES)
    if (pattern.test(asked)) {
      // "the biggest" of two named sides compares them; of a kind, it ranks them all.
      const name = base.sides.length === 2 ? 'compare' : 'superlative';
      return { ...base, name, measure, direction, per: measure === 'amount' ? 'year' : null };
    }
  if (base.sides.length === 2) {
    // "Which is larger: X or the fix after Y?": the comparative nearest the question's start governs it.
    const found = COMPARATIVES.map(([pattern, measure, direction]) => ({
      at: pattern.exec(rest)?.index ?? Number.POSITIVE_INFINITY,
      measure,
      direction,
    })).sort((a, b) => a.at - b.at)[0];
    if (found && found.at !== Number.POSITIVE_INFINITY) {
      const { direction } = found;
      // "Which skill list is longer?": a list is long by its entries, not by time.
      const measure = found.measure === 'duration' && LISTS.test(text) ? 'amount' : found.measure;
      return { ...base, name: 'compare', measure, direction, per: measure === 'amount' ? 'year' : null };
    }
    if (COMPARE.test(text)) return { ...base, name: 'side-by-side', measure: null };
  }
  if (COMPARE.test(text)) return { ...base, name: 'side-by-side', measure: null };
  if (filter.outside || (filter.month !== undefined && kind)) return { ...base, name: 'list', measure: null };
  // "What award did he receive in 2015?": the things of that kind dated that year (roles: the timeline's own rule).
  if (
    (filter.year || filter.yearsBack !== undefined) &&
    kind &&
    kind !== 'role' &&
    kind !== 'employer' &&
    kind !== 'quantity'
  )
    return { ...base, name: 'list', measure: null };
  if (
    RESTATE.test(text) &&
    /\$|\b(savings?|cut|reduction|saved|figure|amount|it|that)\b/.test(text) &&
    perMatch
  )
    return { ...base, name: 'restate', measure: 'amount', per: perMatch };
  // "Which project improved efficiency?": the project whose figures measure it, the largest first.
  if (kind === 'project' && /^which (project|projects|initiative|program)\b/.test(text))
    return { ...base, name: 'superlative', measure: 'amount', per: 'year' };
  return null;
}
