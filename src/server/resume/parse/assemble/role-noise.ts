import type { ExperienceEntry } from '../../../../shared/resume/parsed-resume';

/**
 * Lines inside a role section that are not what the person did, and entries that are not roles:
 * page numbers, a role's own web address, the form a role was written on, LinkedIn's skill tags,
 * and time away that a timeline lists between roles.
 */
const PAGE_NUMBER = /^(?:page\s+)?\d{1,2}\s*(?:\/|of)\s*\d{1,2}$/i;
const LONE_URL = /^(?:https?:\/\/|www\.)\S+$/i;
/**
 * "Reason for leaving: …", "Supervisor: …", "Hours per week: 40": the form a role was written on,
 * not what the person did there, as application forms and some countries' CVs ask for it.
 */
const FORM_DETAIL =
  /^(?:reason(?:s)? for leaving|supervisor(?:'s name)?|manager's name|salary|starting salary|final salary|hours per week|may (?:we )?contact(?: supervisor)?|notice period|reference(?:s)?|referee|okay to contact|contact supervisor|grade|series|pay plan|(?:company |office |work )?location|department|division|industry|company business|employment type|team size|total (?:years?|yrs)(?: of)? experience|environment|technical environment)\s*[:：-]/i;
/**
 * "Duties/Responsibilities:", "Key achievements:", a builder's "Achievements/Tasks" alone on a line,
 * with or without its colon: a label over the duties below, never a duty itself.
 */
const DUTIES_LABEL =
  /^(?:(?:main |key |major )?(?:duties|responsibilities|tasks|achievements|accomplishments|deliverables)(?:\s*(?:\/|&|and)\s*(?:duties|responsibilities|tasks|achievements|accomplishments|deliverables))?)\s*[:：]?\s*$/i;
/** LinkedIn's "Skills: Kubernetes · Terraform · +5 skills" under a role: a list of tags, not a duty. */
const LINKEDIN_SKILLS = /^skills?\s*:\s*\S.*(?:\s·\s|\+\d+ skills?\b)/i;
/**
 * "Career Break", "Parental leave (Elternzeit)": time away that a timeline shows between roles,
 * as LinkedIn and many European CVs do. It is not a role.
 */
const CAREER_BREAK =
  /^(?:career break|career gap|parental leave|maternity leave|paternity leave|family leave|sabbatical|gap year|elternzeit|föräldraledighet|congé parental|baja por maternidad)\b/i;

/** A line of a role section that is no duty, header or date of any role. */
export function isRoleNoise(text: string): boolean {
  return (
    LONE_URL.test(text) ||
    PAGE_NUMBER.test(text) ||
    FORM_DETAIL.test(text) ||
    DUTIES_LABEL.test(text) ||
    LINKEDIN_SKILLS.test(text)
  );
}

/** A break written as an entry; a role that only took its employer from a break beside it is still a role. */
export function isCareerBreak(entry: ExperienceEntry): boolean {
  return CAREER_BREAK.test(entry.title ?? '') || (!entry.title && CAREER_BREAK.test(entry.company ?? ''));
}
