import { escapeRegExp } from '../../../shared/text/escape-reg-exp';
import { isCapability } from '../analyse/capabilities';
import type { JobKeyword } from '../analyse/keywords';
import { countForm, type MatchText, prepareText } from '../analyse/normalize';
import { isAbbreviation, isCasedForm } from '../analyse/synonyms';

export { isCapability };

/**
 * The posting's wording as it reads mid-sentence: "Vendor management" → "vendor management";
 * "ITIL" stays, and so does a name whose own spelling is capitalised ("Microsoft 365", "React").
 */
export function toInlineWording(label: string, canonical?: string): string {
  if (isAbbreviation(label)) return label;
  if (canonical && /^[A-Z]/.test(canonical) && canonical.toLowerCase() === label.toLowerCase())
    return canonical;
  const rest = label.slice(1);
  return rest === rest.toLowerCase() ? label.charAt(0).toLowerCase() + rest : label;
}

export function toListWording(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function joinWithAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** How strongly a text speaks to the job: the weights of the keywords it names or shows. */
export function weighText(text: MatchText | string, keywords: JobKeyword[]): number {
  const prepared = typeof text === 'string' ? prepareText(text) : text;
  let weight = 0;
  for (const keyword of keywords) {
    if (keyword.forms.some((form) => countForm(prepared, form) > 0)) weight += keyword.weight;
    else if (keyword.evidence.some((form) => countForm(prepared, form) > 0)) weight += keyword.weight * 0.6;
  }
  return weight;
}

export function namedKeywords(text: string, keywords: JobKeyword[]): JobKeyword[] {
  const prepared = prepareText(text);
  return keywords.filter((keyword) => keyword.forms.some((form) => countForm(prepared, form) > 0));
}

const patterns = new Map<string, RegExp>();

/** A regular expression for a form as written in running text: any case, hyphen or space between words. */
export function formPattern(form: string): RegExp {
  const cached = patterns.get(form);
  if (cached) return cached;
  const pattern = compileFormPattern(form);
  patterns.set(form, pattern);
  return pattern;
}

function compileFormPattern(form: string): RegExp {
  const body = escapeRegExp(form)
    .replace(/[\s-]+/g, '[\\s-]+')
    .replace(/&|\band\b/g, '(?:&|and)');
  return new RegExp(`(?<![\\w&])${body}(?![\\w&])`, isCasedForm(form) ? '' : 'i');
}
