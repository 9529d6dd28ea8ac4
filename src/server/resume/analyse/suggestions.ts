import type { Suggestion } from '../../../shared/resume/match-analysis';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { isQuantified, readOpeningVerb, strengthenOpener, toPastTense } from './action-verbs';
import type { AnalysisContext, ResumeScore } from './analyse';
import { isCapability } from './capabilities';
import { describeRole } from './resume-units';
import { BULLET_WORDS } from './score-content';
import { OLDER_ROLE_BULLETS, RECENT_ROLE_BULLETS, SUMMARY_WORDS } from './score-format';
import { countWordsIn, monthsSinceEnd } from './text-stats';

const MAX_MANUAL = 6;

function quote(text: string, words = 8): string {
  const parts = text.split(/\s+/);
  return `"${parts.slice(0, words).join(' ')}${parts.length > words ? '…' : ''}"`;
}

/** What to change and where: the automatic ones Enhance can apply, then the ones only the owner can. */
export function listSuggestions(
  resume: ParsedResume,
  scored: ResumeScore,
  context: AnalysisContext,
): Suggestion[] {
  const automatic: Suggestion[] = [];
  const manual: Suggestion[] = [];
  const hits = [...scored.hits].sort((a, b) => b.keyword.weight - a.keyword.weight);

  for (const hit of hits.filter((entry) => entry.credit > 0 && entry.credit < 1 && entry.keyword.term)) {
    const where = hit.locations[0] ?? 'your experience';
    const asks = `the ${hit.keyword.jobLocations[0] ?? 'posting'} asks for it`;
    if (hit.isNamed && !hit.isExact) {
      automatic.push({
        action: 'surface-keyword',
        target: where,
        keyword: hit.keyword.label,
        isAutomatic: true,
        message: `Use the posting's wording "${hit.keyword.label}" under ${where}, which says it differently: ${asks}, and ATS match words literally.`,
      });
    } else if (!hit.sections.some((section) => section === 'summary' || section === 'experience')) {
      automatic.push({
        action: 'lead-summary',
        target: 'Professional Summary',
        keyword: hit.keyword.label,
        isAutomatic: true,
        message: `Name "${hit.keyword.label}" in the Professional Summary: ${asks} and your resume shows it only under ${where}${hit.isNamed ? '' : ' in other words'}.`,
      });
    }
    if (!hit.sections.includes('skills') && isCapability(hit.keyword)) {
      automatic.push({
        action: 'add-evidenced-skill',
        target: 'Technical Skills',
        keyword: hit.keyword.label,
        isAutomatic: true,
        message: `Add "${hit.keyword.label}" to Technical Skills: ${where} already shows it.`,
      });
    }
  }
  const summaryWords = countWordsIn(resume.summary);
  if (summaryWords > SUMMARY_WORDS.max) {
    automatic.push({
      action: 'trim-summary',
      target: 'Professional Summary',
      isAutomatic: true,
      message: `Cut the Professional Summary from ${summaryWords} to under ${SUMMARY_WORDS.max} words, keeping the sentences about this job's priorities.`,
    });
  }
  resume.experience.forEach((role, index) => {
    const name = `Experience: ${describeRole(role)}`;
    const isCurrent = monthsSinceEnd(role, context.now) === 0;
    const limit = index < 3 ? RECENT_ROLE_BULLETS.max : OLDER_ROLE_BULLETS;
    if (role.bullets.length > limit) {
      automatic.push({
        action: 'condense-role',
        target: name,
        isAutomatic: true,
        message: `Cut ${name.slice(12)} (${role.startDate} - ${role.endDate}) from ${role.bullets.length} to its ${limit} most relevant bullets.`,
      });
    }
    const present = isCurrent
      ? []
      : role.bullets.filter((bullet) => readOpeningVerb(bullet).form === 'present' && toPastTense(bullet));
    if (present[0]) {
      automatic.push({
        action: 'fix-tense',
        target: name,
        isAutomatic: true,
        message: `Put ${present.length} bullet${present.length === 1 ? '' : 's'} under ${name.slice(12)} in the past tense, e.g. ${quote(present[0], 4)} → ${quote(toPastTense(present[0]) ?? '', 4)}.`,
      });
    }
    for (const bullet of role.bullets.filter((entry) => strengthenOpener(entry, !isCurrent))) {
      automatic.push({
        action: 'strengthen-verb',
        target: name,
        isAutomatic: true,
        message: `Open ${quote(bullet)} under ${name.slice(12)} with the verb itself: ${quote(strengthenOpener(bullet, !isCurrent) ?? '')}.`,
      });
    }
    for (const bullet of role.bullets.filter((entry) => countWordsIn(entry) > BULLET_WORDS.max)) {
      manual.push({
        action: 'shorten-bullet',
        target: name,
        isAutomatic: false,
        message: `Shorten ${quote(bullet)} under ${name.slice(12)} to under ${BULLET_WORDS.max} words.`,
      });
    }
  });
  const seen = new Map<string, string>();
  for (const role of resume.experience) {
    for (const bullet of role.bullets) {
      const key = bullet.toLowerCase().replace(/\W+/g, ' ').trim();
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, describeRole(role));
        continue;
      }
      automatic.push({
        action: 'remove-duplicate',
        target: `Experience: ${describeRole(role)}`,
        isAutomatic: true,
        message: `Remove ${quote(bullet)} under ${describeRole(role)}: it repeats, word for word, a bullet under ${first}.`,
      });
    }
  }
  if (resume.achievements.length < 3 && resume.experience.some((role) => role.bullets.some(isQuantified))) {
    // Written by the owner, not by Enhance: copying bullets there only repeats them.
    manual.push({
      action: 'promote-quantified',
      target: 'Key Achievements',
      isAutomatic: false,
      message:
        'Add a Key Achievements section: your three strongest results, each in one sentence of its own rather than a copy of a bullet.',
    });
  }

  for (const hit of hits.filter((entry) => entry.credit === 0).slice(0, 4)) {
    const role = resume.experience[0];
    manual.push({
      action: 'add-missing-keyword',
      target: role ? `Experience: ${describeRole(role)}` : 'Professional Experience',
      keyword: hit.keyword.label,
      isAutomatic: false,
      message: `If you have done it, add "${hit.keyword.label}" to a bullet under ${role ? describeRole(role) : 'your most recent role'}: the ${hit.keyword.jobLocations[0] ?? 'posting'} asks for it and the resume never mentions it.`,
    });
  }
  const relevantRoles = resume.experience.slice(0, 3);
  const vague = relevantRoles.flatMap((role) =>
    role.bullets
      .filter((bullet) => !isQuantified(bullet))
      .slice(0, 1)
      .map((bullet) => ({ role, bullet })),
  );
  for (const { role, bullet } of vague.slice(0, 2)) {
    manual.push({
      action: 'quantify',
      target: `Experience: ${describeRole(role)}`,
      isAutomatic: false,
      message: `Add a number to ${quote(bullet)} under ${describeRole(role)}: how much, how many or how fast.`,
    });
  }
  if (!resume.email || !resume.phone) {
    manual.push({
      action: 'add-contact',
      target: 'Contact details',
      isAutomatic: false,
      message: `Add your ${!resume.email ? 'email address' : 'phone number'} under your name.`,
    });
  }
  if (context.traits.hasColumns || context.traits.hasTables || context.traits.hasContactInHeader) {
    manual.push({
      action: 'fix-layout',
      target: 'Layout',
      isAutomatic: false,
      message:
        'Use one column without tables, with contact details in the body; the Word file this builder writes already does.',
    });
  }
  return [...dedupeMessages(automatic), ...manual.slice(0, MAX_MANUAL)];
}

function dedupeMessages(suggestions: Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => !seen.has(suggestion.message) && seen.add(suggestion.message));
}
