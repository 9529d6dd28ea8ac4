/**
 * Phrases that only say how something is asked: "the biggest deal he had a hand in" is about deals,
 * not hands, and "the buyout he lived through" not about going live. Their words are dropped before
 * anything is searched or counted as a topic; phrases with a meaning of their own ("keep the lights
 * on") belong in the thesaurus instead.
 */
const FIGURES = [
  'had a hand in',
  'has had a hand in',
  'have a hand in',
  'has a hand in',
  'had a part in',
  'lived through',
  'been through',
  'gone through',
  'at the end of the day',
  'if you will',
  'so to speak',
  'as it were',
  'off the top of your head',
  'in a nutshell',
  'in a word',
  'long story short',
  'ballpark',
  'the low down on',
  'the lowdown on',
  'level with me',
  'in plain english',
].map((phrase) => phrase.split(' '));

/** The tokens with every figure of speech taken out (whole words in order, any case). */
export function withoutFigures(tokens: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < tokens.length; ) {
    const figure = FIGURES.find((parts) =>
      parts.every((part, offset) => tokens[index + offset]?.toLowerCase() === part),
    );
    if (figure) index += figure.length;
    else kept.push(tokens[index++] ?? '');
  }
  return kept;
}
