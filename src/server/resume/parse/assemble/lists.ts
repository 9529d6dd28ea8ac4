import { findDateRange, findSingleDate } from '../dates';
import type { SourceLine } from '../source-lines';

/** Splits on commas, semicolons, pipes and bullets, but not inside parentheses: "IAM (SSO, MFA)" stays whole. */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth++;
    if ((char === ')' || char === ']') && depth > 0) depth--;
    if (depth === 0 && /[,;|•·▪]/.test(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim().replace(/\.$/, '')).filter(Boolean);
}

/** "Routing – BGP, OSPF", "Cloud: AWS": a short label before the items. */
const LABEL = /^[^:,()–—]{2,30}(?::|\s[–—-])\s+(?=\S)/;
const MAX_SKILL_WORDS = 8;

/**
 * Skills: "Cloud: AWS, Azure" and "Routing – BGP, OSPF" drop their labels; a line of several labelled
 * lists ("Routing – BGP, OSPF. Voice – SIP, H.323.") is read list by list; "x, y and z" ends in two
 * items; long sentences are not skills.
 */
export function readSkills(lines: SourceLine[]): string[] {
  const skills = lines.flatMap((line) =>
    line.text.split(/(?<=[a-z0-9+#)])\.\s+(?=[A-Z])/).flatMap((list) => {
      const items = splitList(list.replace(LABEL, ''));
      // A line that ends in a separator continues on the next: its last item is not the list's last.
      const endsList = !/[,;|•·▪]\s*$/.test(list);
      const last = items.at(-1) ?? '';
      const pair = /^(\S+(?:\s\S+)?)\s+and\s+(\S+(?:\s\S+)?)$/.exec(last);
      return endsList && items.length > 1 && pair?.[1] && pair[2]
        ? [...items.slice(0, -1), pair[1], pair[2]]
        : items;
    }),
  );
  return dedupe(
    skills
      .map((item) => item.replace(/^[^:,()]{2,30}:\s+(?=\S)/, ''))
      .filter((skill) => skill.split(/\s+/).length <= MAX_SKILL_WORDS && skill.length <= 80),
  );
}

/**
 * One item per bullet or line. With `splitShort`, a line of short comma-separated items
 * ("CISSP, PMP, ITIL") is split; achievements keep their commas.
 */
export function readItems(lines: SourceLine[], splitShort = false): string[] {
  return dedupe(
    lines.flatMap((line) => {
      const parts = splitList(line.text);
      const isShortList =
        splitShort && parts.length > 1 && parts.every((part) => part.split(/\s+/).length <= 4);
      return isShortList ? parts : [line.text];
    }),
  );
}

/** An identifier or a renewal note beside a certification: "LF-1234-5678-0001", "ID# 7QX4410", "renews 06/2028". */
const CREDENTIAL_DETAIL =
  /\b(?:id#?|credential id|certification\s*#|license\s*#|no\.)\s*[\w-]+|\brenew\w*\s+(?:on\s+)?[\d/.-]+|\b(?:issued|expires?|valid until)\b.*$/gi;
/** A credential's number: capitals and digits joined by dashes, with at least one digit. */
const CREDENTIAL_NUMBER = /\b(?=[A-Z0-9-]*\d)[A-Z0-9]{2,}-[A-Z0-9-]{4,}\b/g;

/**
 * A certification without what is said about it: "CKA, The Linux Foundation – LF-1234-5678 Jan
 * 2020" → "CKA". Its dates and identifiers go, and what follows a dash or a bar; "by NHA" stays,
 * as the owner wrote it. A line that is only such details is dropped.
 */
export function cleanCertification(text: string): string {
  const range = findDateRange(text) ?? findSingleDate(text);
  const undated = range ? `${text.slice(0, range.index)} ${text.slice(range.index + range.length)}` : text;
  const name = undated
    .replace(CREDENTIAL_DETAIL, ' ')
    .replace(CREDENTIAL_NUMBER, ' ')
    .split(/\s+[|–—]\s+|,\s+(?=The\s)/)[0]
    ?.replace(/[\s,;:|–—-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name && /[A-Za-z]{2}/.test(name) ? name : '';
}

export function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase().replace(/\s+/g, ' ').trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
