/** Splits at a stop followed by a capital, so "$2.25B" and "Sr. IT-Ops Manager" stay whole. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<!\b(?:Sr|Jr|Dr|Mr|Ms|Mrs|St|vs|e\.g|i\.e)\.)(?<=[.!?])\s+(?=[A-Z“"'(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

export function firstSentence(text: string): string {
  return splitSentences(text)[0] ?? text;
}
export function withoutFinalStop(text: string): string {
  return text.replace(/[.!?]+$/, '');
}

export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:”"]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Content written in the owner's voice ("I led…") is quoted, so the assistant never speaks as the owner. */
export function quoteIfFirstPerson(text: string): string {
  return /\b(I|I'm|I’m|my|me)\b/.test(text) ? `“${text}”` : text;
}

export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `• ${item}`).join('\n');
}

export function joinWords(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function lines(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
}

/** "the award" → "The award": a sentence's first letter. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
