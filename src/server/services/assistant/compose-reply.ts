import type { Knowledge } from './build-index';
import {
  composeContact,
  composeGreeting,
  composeLocation,
  composeOpportunities,
  composeRates,
  composeRelocation,
  composeRemote,
  composeResume,
  composeSite,
  composeThanks,
} from './compose-contact-reply';
import {
  composeAbout,
  composeAwards,
  composeCertifications,
  composeEducation,
  composeHighlights,
  composeSkills,
  composeTestimonials,
  composeYears,
} from './compose-profile-reply';
import {
  composeProjectDetail,
  composeProjectList,
  composeProjectOverview,
  composeProjectResults,
} from './compose-project-reply';
import {
  composeCareer,
  composeCurrent,
  composeRoleAchievements,
  composeRoleDetail,
  composeRoleDuties,
  composeRoleOverview,
} from './compose-role-reply';
import { composeFromSearch } from './compose-search-reply';
import { composeTermReply } from './compose-term-reply';
import type { Intent } from './detect-intent';
import { extractTerms } from './extract-terms';
import { composeUnknown } from './reply-parts';
import { findExplicitTarget, type Question, type Target } from './resolve-follow-up';

function composeTopic(knowledge: Knowledge, intent: Intent, question: Question, isDetailed = false): string {
  switch (intent) {
    case 'greeting':
      return composeGreeting(knowledge);
    case 'thanks':
      return composeThanks(knowledge);
    case 'rates':
      return composeRates(knowledge);
    case 'contact':
      return composeContact(knowledge);
    case 'resume':
      return composeResume(knowledge);
    case 'remote':
      return composeRemote(knowledge);
    case 'relocation':
      return composeRelocation(knowledge);
    case 'location':
      return composeLocation(knowledge);
    case 'opportunities':
      return composeOpportunities(knowledge);
    case 'site':
      return composeSite(knowledge, question.normalized);
    case 'certifications':
      return composeCertifications(knowledge, question.normalized, isDetailed);
    case 'education':
      return composeEducation(knowledge, isDetailed);
    case 'awards':
      return composeAwards(knowledge, isDetailed);
    case 'testimonials':
      return composeTestimonials(knowledge, isDetailed);
    case 'years':
      return composeYears(knowledge);
    case 'skills':
      return composeSkills(knowledge, isDetailed);
    case 'projects':
      return composeProjectList(knowledge, isDetailed);
    case 'career':
      return composeCareer(knowledge);
    case 'about':
      return composeAbout(knowledge, isDetailed);
    default:
      return composeUnknown(knowledge);
  }
}

type Aspect = 'overview' | 'achievements' | 'duties' | 'detail';

function composeAspect(knowledge: Knowledge, target: Target, aspect: Aspect, question: Question): string {
  if (target.kind === 'topic') {
    if (aspect === 'achievements') return composeHighlights(knowledge);
    return composeTopic(knowledge, target.intent, question, aspect === 'detail');
  }
  if (target.kind === 'project') {
    if (aspect === 'achievements') return composeProjectResults(knowledge, target.index);
    if (aspect === 'detail' || aspect === 'duties') return composeProjectDetail(knowledge, target.index);
    return composeProjectOverview(knowledge, target.index);
  }
  if (aspect === 'achievements') return composeRoleAchievements(knowledge, target.indexes);
  if (aspect === 'duties') return composeRoleDuties(knowledge, target.indexes);
  if (aspect === 'detail') return composeRoleDetail(knowledge, target.indexes);
  return composeRoleOverview(knowledge, target.indexes, target.isShifted);
}

const isUnmatchedYear = (question: Question): boolean =>
  question.mentions.rolesBy === 'year' && question.mentions.roles.length === 0;

/** Pure: the reply to one question, given what the conversation was about. */
export function composeReply(
  knowledge: Knowledge,
  question: Question,
  target: Target | null,
  message: string,
): string {
  const { intent } = question;
  switch (intent) {
    case 'skill': {
      const explicit = findExplicitTarget(question);
      if (explicit?.kind === 'roles') return composeRoleOverview(knowledge, explicit.indexes);
      const terms = extractTerms(question.normalized);
      return terms.length > 0 ? composeTermReply(knowledge, message, terms) : composeSkills(knowledge);
    }
    case 'current':
      return target?.kind === 'roles' ? composeCurrent(knowledge, target.indexes) : composeCareer(knowledge);
    case 'achievements':
      return target
        ? composeAspect(knowledge, target, 'achievements', question)
        : composeHighlights(knowledge);
    case 'responsibilities':
      return target ? composeAspect(knowledge, target, 'duties', question) : composeCareer(knowledge);
    case 'more':
      return target
        ? composeAspect(knowledge, target, 'detail', question)
        : composeUnknown(knowledge, 'Which role or project would you like to hear more about?');
    case 'previous':
    case 'next':
    case 'role':
    case 'years':
    case 'projects':
    case 'career': {
      // "Has he worked in gaming?" names a field, not an employer, and is not a follow-up.
      const isField = (intent === 'role' || intent === 'career') && !findExplicitTarget(question);
      const terms = isField ? extractTerms(question.normalized) : [];
      if (terms.length > 0) return composeTermReply(knowledge, message, terms);
      if (target && target.kind !== 'topic') return composeAspect(knowledge, target, 'overview', question);
      if (isUnmatchedYear(question)) return composeRoleOverview(knowledge, []);
      return intent === 'role' ? composeCareer(knowledge) : composeTopic(knowledge, intent, question);
    }
    case 'none': {
      const explicit = findExplicitTarget(question);
      if (explicit) return composeAspect(knowledge, explicit, 'overview', question);
      return isUnmatchedYear(question)
        ? composeRoleOverview(knowledge, [])
        : composeFromSearch(knowledge, question);
    }
    default:
      return composeTopic(knowledge, intent, question);
  }
}
