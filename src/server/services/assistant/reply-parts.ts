import type { Section } from './build-facts';
import type { Knowledge } from './build-index';
import { containsPhrase, normalizeText } from './normalize-text';

/** Splits at a stop followed by a capital, so "$2.25B" and "Sr. IT-Ops Manager" stay whole. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<!\b(?:Sr|Jr|Dr|Mr|Ms|Mrs|St|vs|e\.g|i\.e))(?<=[.!?])\s+(?=[A-Z“"'(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

export function firstSentence(text: string): string {
  return splitSentences(text)[0] ?? text;
}

/** The sentence of a long text that mentions the phrase, or the first one. */
export function sentenceWith(text: string, normalizedPhrases: readonly string[]): string {
  const sentences = splitSentences(text);
  return (
    sentences.find((sentence) =>
      normalizedPhrases.some((phrase) => containsPhrase(normalizeText(sentence), phrase)),
    ) ??
    sentences[0] ??
    text
  );
}

export function withoutFinalStop(text: string): string {
  return text.replace(/[.!?]+$/, '');
}

/** Content written in the owner's voice ("I led…") is quoted, so the assistant never speaks as the owner. */
export function quoteIfFirstPerson(text: string): string {
  return /\b(I|I'm|I’m|my|me)\b/.test(text) ? `“${text}”` : text;
}

export function bullets(lines: readonly string[]): string {
  return lines.map((line) => `• ${line}`).join('\n');
}

export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function pointTo(sections: readonly Section[]): string {
  const names = [...new Set(sections)].map((section) => (section === 'blog' ? 'the blog (/blog)' : section));
  if (names.length === 0) return '';
  const plural = names.length > 1 ? 'sections' : 'section';
  return names.length === 1 && names[0] === 'the blog (/blog)'
    ? 'See the blog (/blog) for more.'
    : `See the ${joinWords(names)} ${plural} for more.`;
}

/** The reply whenever the content has no answer: say so plainly and offer the contact form. */
export function composeUnknown(
  knowledge: Knowledge,
  lead = "I don't know that: it isn't covered on this site.",
): string {
  return `${lead} The best way to ask ${knowledge.firstName} directly is the contact form in the Contact section.`;
}

export function lines(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
}
