import { findDateRange, findSingleDate } from '../dates';
import type { SourceLine } from '../source-lines';

/** Splits where `separator` matches a character outside parentheses and brackets. */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth++;
    if ((char === ')' || char === ']') && depth > 0) depth--;
    if (depth === 0 && separator.test(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}

/** Splits on commas, semicolons, pipes and bullets, but not inside parentheses: "IAM (SSO, MFA)" stays whole. */
export function splitList(text: string): string[] {
  return splitOutsideBrackets(text, /[,;|•·▪]/)
    .map((item) => item.trim().replace(/\.$/, ''))
    .filter(Boolean);
}

/** "Routing – BGP, OSPF", "Cloud: AWS": a short label before the items. */
// "Virtualisation: | VMware, Proxmox": a form's label cell, read with the bar that parts the cells.
const LABEL = /^[^:,()–—|]{2,30}(?::(?:\s+\|)?|\s[–—-])\s+(?=\S)/;
const MAX_SKILL_WORDS = 8;

/**
 * Skills: "Cloud: AWS, Azure" and "Routing – BGP, OSPF" drop their labels; a line of several labelled
 * lists ("Routing – BGP, OSPF. Voice – SIP, H.323.") is read list by list; "x, y and z" ends in two
 * items; long sentences are not skills.
 */
export function readSkills(lines: SourceLine[]): string[] {
  const skills =
    dashedItems(lines) ??
    joinSlashListWraps(lines).flatMap((line) =>
      labelledLists(line.text).flatMap((list) => {
        const unlabelled = asSlashList(list.replace(LABEL, ''));
        const items =
          unlabelled !== list ? (spacedItems(unlabelled) ?? splitList(unlabelled)) : splitList(unlabelled);
        // A line that ends in a separator continues on the next: its last item is not the list's last.
        const endsList = !/[,;|•·▪]\s*$/.test(list);
        const last = items.at(-1) ?? '';
        const pair = /^(\S+(?:\s\S+)?)\s+and\s+(\S+(?:\s\S+)?)$/.exec(last);
        const split =
          endsList && items.length > 1 && pair?.[1] && pair[2]
            ? [...items.slice(0, -1), pair[1], pair[2]]
            : items;
        return split;
      }),
    );
  // In a list of one-word names ("Kubernetes", "Docker"), "Angular & React" names two; in a list of
  // phrases ("Office Coordination"), "Documentation & Recordkeeping" is one.
  const oneWord = skills.filter((skill) => !/\s/.test(skill)).length;
  const named = oneWord * 2 > skills.length ? skills.flatMap(namedPair) : skills;
  return dedupe(
    named
      .map((item) => withoutLead(item.replace(/^[^:,()]{2,30}:\s+(?=\S)/, '')))
      .filter((skill) => skill.split(/\s+/).length <= MAX_SKILL_WORDS && skill.length <= 80),
  );
}

/** " / " with spaces: a list's separator, where "CI/CD" or "TCP/IP" keep theirs. */
const SPACED_SLASH = /\s+\/\s+/g;
const MIN_SLASHES = 2;
/** A list line this long that stops on an item, not a slash, ran into the line under it. */
const WRAPPED_LIST_LENGTH = 60;

/** A line parted by spaced slashes alone: beside commas or bullets a slash pairs two names ("Wound care / NPWT"). */
const isSlashList = (text: string): boolean =>
  (text.match(SPACED_SLASH) ?? []).length >= MIN_SLASHES && !/[,;|•·▪]/.test(text);

/** "AWS / Terraform / Kubernetes": the slashes written as commas, so the items part as any list's do. */
function asSlashList(text: string): string {
  return isSlashList(text) ? text.replace(SPACED_SLASH, ', ') : text;
}

/**
 * "AWS / Terraform / … / GitHub" over "Actions / Jenkins / …": a long slash list whose line ends on
 * an item, followed by another, is one list the writer's wrapping broke ("GitHub Actions").
 */
function joinSlashListWraps(lines: SourceLine[]): SourceLine[] {
  const joined: SourceLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const wraps =
      previous !== undefined &&
      isSlashList(previous.text) &&
      isSlashList(line.text) &&
      previous.text.length >= WRAPPED_LIST_LENGTH &&
      !/[/,;]\s*$/.test(previous.text) &&
      !/^\s*\//.test(line.text);
    if (previous && wraps) joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else joined.push(line);
  }
  return joined;
}

/** "occasional Python", "working knowledge of Ansible": how well, said before the skill. */
const DEGREE =
  /^(?:occasional(?:ly)?|basic|some|limited|light|familiar(?:ity)? with|working knowledge of|exposure to|knowledge of|experience (?:with|in)|proficient (?:in|with)|proficiency in|advanced|intermediate|beginner|expert (?:in|with)|expertise in|strong)\s+(?=\S)/i;
/** "Developing software using Go", "Managing and using SUSE": what was done, then the tool. */
const DOING = /^[A-Z][a-z]+ing\b[^,()]*?\s(?:using|with)\s+(?=\S)/;

function withoutLead(item: string): string {
  return item.replace(DEGREE, '').replace(DOING, '');
}

/** " - " between items: "Cherwell - Intune - SLA reporting (Power BI) -", a line ending in the dash going on below. */
const SPACED_DASH = /\s[-–—]\s/;

/**
 * Skills set apart by spaced dashes over several lines ("Cherwell - Intune -" above "SLA
 * reporting (Power BI)"): the lines joined where one ends in a dash, split at the dashes only, so
 * a comma inside an item stays with it. Null when most lines are not written so.
 */
function dashedItems(lines: SourceLine[]): string[] | null {
  const dashed = lines.filter(
    (line) => /\s[-–—]\s*$/.test(line.text) || line.text.split(SPACED_DASH).length > 2,
  );
  if (lines.length === 0 || dashed.length * 2 < lines.length) return null;
  const joined = lines
    .map((line) => line.text.trim())
    .join(' ')
    .replace(/\s[-–—]\s*$/, '');
  return joined
    .split(SPACED_DASH)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The lists of a skills line: "Routing – BGP, OSPF. Voice – SIP" at each full stop, and a line that
 * opens with a label at each further one-word label ("Languages: Go, Perl Databases: MySQL").
 */
function labelledLists(text: string): string[] {
  const lists = text.split(/(?<=[A-Za-z0-9+#)])\.\s+(?=[A-Z])/);
  return lists.flatMap((list) => (LABEL.test(list) ? list.split(/\s+(?=[A-Z][\w/+.-]*:\s)/) : [list]));
}

/** "Angular & React", "AWS & GCP": two names joined by "&" are two skills. */
function namedPair(item: string): string[] {
  const pair = /^([^\s&]{2,})\s+&\s+([^\s&]{2,})$/.exec(item);
  return pair?.[1] && pair[2] ? [pair[1], pair[2]] : [item];
}

/** A token shaped like a tool's name: "Node.js", "UI/UX", "JavaScript", "SQL", "C++". */
const TOOL_SHAPE = /[./+#]|[a-z][A-Z]|^[A-Z]{2,}$/;
const MIN_SPACED_ITEMS = 4;

/**
 * A labelled list written with spaces alone ("Frontend: JavaScript HTML 5 CSS 3 Vue.js React"), as
 * some exports print keywords: one item per word when most words are shaped like tools' names, a
 * version number kept with its name. Null when the list has separators or reads as words.
 */
function spacedItems(list: string): string[] | null {
  if (/[,;|•·▪]/.test(list)) return null;
  const words = list.trim().split(/\s+/);
  if (words.length < MIN_SPACED_ITEMS || words.some((word) => /^(?:and|or|of|with|in|the|for)$/i.test(word)))
    return null;
  const named = words.filter((word) => !/^\d/.test(word));
  if (named.filter((word) => TOOL_SHAPE.test(word)).length * 2 < named.length) return null;
  const items: string[] = [];
  for (const word of words) {
    if (/^\d+(?:\.\d+)*$/.test(word) && items.length > 0) items[items.length - 1] = `${items.at(-1)} ${word}`;
    else items.push(word);
  }
  return items;
}

/**
 * One item per bullet or line. With `splitShort`, a line of short comma-separated items
 * ("CISSP, PMP, ITIL") is split; achievements keep their commas.
 */
export function readItems(lines: SourceLine[], splitShort = false): string[] {
  return dedupe(
    lines
      .flatMap((line) => (splitShort ? splitStrong(line.text) : [line.text]))
      .flatMap((text) => {
        const parts = splitList(text);
        const isShortList =
          splitShort && parts.length > 1 && parts.every((part) => part.split(/\s+/).length <= 4);
        return isShortList ? parts : [text];
      }),
  );
}

/**
 * A middle dot, bullet or semicolon between items ("OSCP · CISSP · AWS Certified Security –
 * Specialty") always separates them, however long each is; inside parentheses it does not.
 */
function splitStrong(text: string): string[] {
  return splitOutsideBrackets(text, /[;•·▪]/)
    .map((item) => item.trim())
    .filter(Boolean);
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
    ?.replace(/\(\s*\)/g, ' ')
    .replace(/[\s,;:|–—-]+$/, '')
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
