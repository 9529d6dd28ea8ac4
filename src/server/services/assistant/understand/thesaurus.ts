import { normalizeText } from '../../../../shared/text/normalize-words';
import { vocabulary } from '../../../../shared/vocabulary/terms';
import { STOP_WORDS } from './question-words';

/**
 * The hiring thesaurus: words visitors use, and the words the content uses for the same thing.
 * Each line is "visitor words => content words"; phrases are separated by commas. Search adds
 * the content words to a question that uses the visitor words, with a lower weight. A line with
 * "=>>" replaces the visitor words: "based" means a location here, never "OKR-Based".
 */
const LINES = [
  'gig, gigs, job, jobs, role, roles, position, positions, opening, post, title, titles => role, position, title',
  'based, located, live, lives, living, reside, resides, home base, hometown, city, area, region, whereabouts, what part of the country, which part of the country, which state, what state, in the states, the us, the usa, stateside =>> location, san diego',
  'founded, found, launched, own business, own company, own firm, own shop, own practice, self employed, freelance, freelancer, consultancy, firm, agency, practice =>> founded, founder, consultancy, boutique',
  'recognition, recognised, recognized, award, awards, awarded, honor, honors, honour, honours, honoree, prize, prizes, accolade, accolades, gong, gongs, trophy, trophies, laurels, plaudits, kudos, silverware, medal, medals => award, honoree, recognized',
  'recommend, recommends, recommendation, recommendations, testimonial, testimonials, reference, references, referee, referees, review, reviews, endorsement, endorsements, vouch, vouches, feedback, colleagues, coworkers, co workers, praise, praises, singing his praises, sing his praises, speak highly, speaks highly, spoke highly, good word, put in a word, say about him, says about him, said about him, think of him, thinks of him, on record => recommendation, testimonial',
  'help desk, helpdesk, service desk, it support, tech support, desktop support, support desk, ticketing, tickets, end user support => service desk, itsm, tiered support, support',
  'productivity, productive, output => productivity',
  'efficiency, efficient, streamline => efficiency',
  'save, saved, saving, savings, cut, cuts, reduce, reduced, reducing, reduction, cheaper, money, costs, cost, spend, spending, opex, dollars, trim, trimmed, trimming, trim the fat, cut the fat, fat, shave, shaved, slash, slashed, lower, lowered, bill, bills => savings, saved, reduction, cut, cost, opex',
  'roi, return on investment, return, returns, investment, payback, business case, business value, estimate, estimator, calculator => roi calculator, savings, payback',
  'mergers and acquisitions, mergers & acquisitions, m and a, acquisition, acquisitions, acquired, acquire, merger, mergers, merge, merged, m&a, bought, buy, buyout, takeover, deal => acquisition, m&a, integration',
  'iam, identity, access management, identity and access, accounts, account, password, passwords => identity&access, identity, access',
  'mdm, device management, endpoint, endpoints, laptops, laptop, devices, device => endpoint, device',
  'sso, single sign on => single sign on, sso',
  'mfa, 2fa, two factor, multi factor, multifactor => multi factor, mfa',
  'itil, itsm, service management => itsm, service management, service desk',
  'dr, bcdr, disaster recovery, business continuity, backup, backups, resilience => business continuity, disaster recovery, backup',
  'okr, okrs, objectives and key results, goals, goal setting, kpi, kpis, measure, measures, measurement, success => okr, metrics',
  'game, games, gaming, video game, video games, game industry, game studio, entertainment => game, interactive entertainment, video game',
  'tester, testers, testing, qa, quality assurance, test, playtest, playtester, playtesting, play tester, break games, breaking games, broke games, break video games, bug hunting, bug hunter, finding bugs, found bugs => test, quality assurance',
  'security, secure, cybersecurity, cyber, infosec, information security => security',
  'assess, assessed, assessing, assessment, assessments, evaluate, evaluation, gap analysis, how bad, how good, how secure, how safe, how exposed, how vulnerable, where we stand, where they stand, scorecard, benchmark, benchmarking, posture => assessment, maturity, posture',
  'steady the ship, steadied the ship, steadying the ship, right the ship, righted the ship, turnaround, turn around, turned around, mess, messy, chaos, chaotic, firefighting, fire fighting, clean up, cleaned up, cleanup, sort out, sorted out, parachute, parachuted, rescue, rescued, stabilise, stabilised, stabilize, stabilized, shore up, shored up => stabilize, remediation',
  'climb the ladder, climbed the ladder, climbing the ladder, worked his way up, work his way up, rise through the ranks, rose through the ranks, came up through, from the bottom, bottom rung, started at the bottom, start at the bottom, promoted, promotion, promotions => moved, promoted, first step',
  'compliance, compliant, audit, audits, auditing, soc2, soc 2, regulatory => audit, soc 2, compliance',
  'vendor, vendors, supplier, suppliers, procurement, purchasing, contracts, contract, negotiation, negotiate, negotiating => vendor, contract, negotiate, procurement',
  'team, teams, staff, people, hire, hiring, mentoring, mentor, mentored, coach, coaching, direct reports, reports, headcount, people manager => team, staff, hire, coach, mentor',
  'grow people, grow the people, grow his people, grow his team, grow their people, growing people, develop people, developing people, people development, people under him, people below him, bring people on, bringing people on, nurture, nurtures, nurturing, crack the whip, cracks the whip, micromanage, micromanager, micromanaging, career growth => develop, coach, mentor',
  'remote, remotely, work from home, wfh, distributed, hybrid, onsite, on site, in office, in person => remote, hybrid, time zones, regional',
  'startup, startups, start up, early stage, founders, young companies, seed stage, hand holding, handholding, incubator, accelerator => startup, advise, founders',
  'logistics, freight, shipping, trucking, haulage, warehousing, warehouse, warehouses, distribution, supply chain, 3pl, fleet => logistics',
  'facility, facilities, office, offices, building, buildout, build out, fit out, fitout, fit outs, greenfield, new site, new office, campus, workplace => facilities, office, build out',
  'network, networks, networking, wifi, wi fi, wireless, lan, connectivity => network, wireless',
  'monitoring, monitor, observability, alerting, logs, logging => monitoring, logs',
  'onboarding, onboard, new hire, new hires, new starter, new starters, starters, new joiner, new joiners, joiners, first day, day one, offboarding, employee experience => onboarding, offboarding, employee experience',
  'knowledge base, documentation, docs, documents, document, documented, playbook, playbooks, wiki => knowledge base, documented, playbook',
  'conferencing, video calls, video conferencing, meeting rooms, conference rooms, av, audio visual, collaboration => conferencing, av, collaboration, meeting rooms, conference rooms',
  'strategy, strategic, roadmap, roadmaps, planning, plan, vision => strategy, roadmap, planning',
  'transformation, digital transformation, modernization, modernisation, modernize => transformation',
  'crm, customer support, player support, support platform, customer service => crm, player support, support',
  'dashboard, dashboards, reporting, reports, visibility => dashboards, reporting',
  'policy, policies, governance => policy, governance',
  'incident, incidents, incident response, outage, outages, downtime => incident, uptime',
  'uptime, availability, reliability, reliable, nines, five nines, three nines, always on, stayed up, kept running, keep the lights on, kept the lights on, keeping the lights on, lights on, stay up, stayed online => uptime, availability',
  'budget, budgets, budgeting, financial, finance, finances, forecasting, forecast, calculating, calculate => budget, financial, forecasting',
  'lead, leader, leading, leadership, manage, managed, managing, management, run, ran, running, head, oversee, oversaw => led, leadership, management',
  'industry, industries, sector, sectors, vertical, verticals, field, fields, domain, domains, kind of companies, type of companies, sort of companies, flavour of companies, flavor of companies, flavour, flavor => software, logistics, game, interactive entertainment',
  'asset, assets, inventory, hardware, licenses, licences, itam, kit, gear, equipment, keep tabs on, keeping tabs on, kept tabs on, keep track of, tracking, life cycle, lifecycle, cradle to grave, refresh cycle, hardware refresh, leavers, getting it back, get it back, retrieval => asset, lifecycle, license',
  'cloud, saas, software as a service, subscriptions, software bill, software bills, software spend, software costs, software budget, license costs, licence costs, license spend, licence spend, tool sprawl, shelfware => cloud, saas, subscription, license',
  'data protection, privacy, data privacy, gdpr => data protection',
  'cio, cto, chief information officer, chief technology officer, it leader, it executive =>> head of it, it leadership',
  'due diligence, diligence, private equity, vet, vets, vetted, vetting, assess targets, evaluate targets, kick the tyres, kick the tires, kicking the tyres, kicking the tires, acquisition target, look under the hood, health check => due diligence',
  'writing, written, wrote, write, author, authored, publish, published, publication, publications, article, articles => article, publication, published',
  'speaker, speaking, talk, talks, video, videos, series, webinar, interview => video series, featured',
  'news, press, media, coverage, covered, in print, into print, on camera, in front of a camera, on tv, on air, interviewed => article, news, video series, featured',
  'education, educated, degree, degrees, school, university, college, studies, studied, studying, graduate, graduated, business school, higher studies, further study, further studies, postgrad, post grad, postgraduate, grad school, coursework, enrolled, hitting the books, back to school => mba, education',
  'certification, certifications, certified, certificate, certificates, credential, credentials, qualification, qualifications, accreditation => certification, cissp, cmno',
  'system administration, sysadmin, admin, admin work, administration, administrator, servers, server, systems admin => infrastructure, systems, network',
  'built with, build with, made with, tech stack, stack, architecture, powered by, runs on, running on, run on, hosted, hosted on, cloud cluster, kubernetes cluster, infrastructure behind => server, database, fallback, offline',
  'fast, faster, fastest, speed, speedy, quicker, quickly, response time, resolution time => faster, resolution',
  'style, leadership style, management style, approach, philosophy, values, way of working, how he works, work with him => approach, trust, develop, empathy, structure, aligned',
  'people skills, good with people, interpersonal, soft skills, empathy, empathetic, communicator, communication, collaborative, team player => empathy, stakeholders, aligned, partnership, develop, coach',
  'integration, integrating, integrate, integrated, consolidation => integration',
  'regulars, regular clients, repeat clients, repeat customers, customers, client base => clients, recurring',
  'one man shop, one man band, it shop, little shop, little business => consultancy, practice',
  'easter egg, easter eggs, hidden game, secret game, mini game, minigame, arcade, game on the site => particle collector, challenge, particles',
  'a round, each round, per round, round last, rounds last, a go last, each go => challenge, second, particle collector',
];

export type ThesaurusEntry = { ask: readonly string[]; content: readonly string[]; isReplacing: boolean };

const written: ThesaurusEntry[] = LINES.map((line) => {
  const isReplacing = line.includes('=>>');
  const [ask = '', content = ''] = line.split(/=>>?/);
  const split = (list: string) =>
    list
      .split(',')
      .map((phrase) => phrase.trim())
      .filter(Boolean);
  return { ask: split(ask), content: split(content), isReplacing };
});

/**
 * The shared IT vocabulary's other forms of each term ("MFA", "two-factor authentication"), so
 * the assistant and the resume engine know the same synonyms. A visitor's phrase may be any form;
 * the content words added are the one-word forms only, since the words of a phrase ("it" and
 * "management" in "IT budget management") would match nearly every passage. A form of two letters
 * or fewer, or an everyday word, would match ordinary questions and is left out.
 */
const fromVocabulary: ThesaurusEntry[] = vocabulary.flatMap((term) => {
  const forms = [...new Set(term.forms.map(normalizeText))].filter(
    (form) => form.length > 2 && !STOP_WORDS.has(form),
  );
  const words = forms.filter((form) => !form.includes(' '));
  return forms.length > 1 && words.length > 0 ? [{ ask: forms, content: words, isReplacing: false }] : [];
});

export const THESAURUS: readonly ThesaurusEntry[] = [...written, ...fromVocabulary];

/** Every phrase a visitor might use that the thesaurus knows, for typo correction. */
export const THESAURUS_WORDS: ReadonlySet<string> = new Set(
  THESAURUS.flatMap((entry) => [...entry.ask, ...entry.content]).flatMap((phrase) => phrase.split(' ')),
);

/** `phrases`: the visitor's phrases that matched; `words`: the content's words for them. */
export type Expansion = {
  phrases: string[];
  words: string[];
  content: readonly string[];
  isReplacing: boolean;
};

/**
 * For each thesaurus line a question uses: the visitor's words that matched, and the content's
 * words. `own`: lines the content itself gives (its cities under their countries' names).
 */
export function findExpansions(normalizedQuestion: string, own: readonly ThesaurusEntry[] = []): Expansion[] {
  const padded = ` ${normalizedQuestion} `;
  const expansions: Expansion[] = [];
  // "Which Canadian city got the new office?": with a country named, the city asked is that
  // country's, not the one he lives in.
  const namesOwnPlace = own.some((entry) => entry.ask.some((phrase) => padded.includes(` ${phrase} `)));
  for (const entry of [...THESAURUS, ...own]) {
    if (namesOwnPlace && entry.isReplacing && entry.content.includes('location')) continue;
    const used = entry.ask.filter((phrase) => padded.includes(` ${phrase} `));
    if (used.length === 0) continue;
    expansions.push({
      phrases: used,
      words: [...new Set(entry.content.flatMap((phrase) => phrase.split(' ')))],
      content: entry.content,
      isReplacing: entry.isReplacing,
    });
  }
  return expansions;
}

/** The content words for the visitor words in a normalized question (phrases matched whole). */
export function expandTerms(normalizedQuestion: string): string[] {
  return [...new Set(findExpansions(normalizedQuestion).flatMap((expansion) => expansion.words))];
}

/** Whether a visitor's phrase is one the thesaurus knows as a whole ("mergers and acquisitions"). */
export function isKnownPhrase(phrase: string): boolean {
  return phrase.includes(' ') && THESAURUS.some((entry) => entry.ask.includes(phrase));
}
