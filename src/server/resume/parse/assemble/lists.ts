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

/** Skills: "Cloud: AWS, Azure" drops its label; long sentences are not skills. */
export function readSkills(lines: SourceLine[]): string[] {
  const skills = lines.flatMap((line) =>
    splitList(line.text).map((item) => item.replace(/^[^:,()]{2,30}:\s+(?=\S)/, '')),
  );
  return dedupe(skills.filter((skill) => skill.split(/\s+/).length <= 8 && skill.length <= 80));
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

export function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase().replace(/\s+/g, ' ').trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
