import { describe, expect, it } from 'vitest';
import { findNounPhrases } from '../../src/server/resume/analyse/noun-phrases';
import { isEnglishWord } from '../../src/server/services/assistant/understand/english-words';

// One server process answers chat questions and analyses job postings with the same English model.
describe('the English model shared by the assistant and the resume engine', () => {
  it('still finds a posting’s noun phrases after the assistant has looked a word up first', () => {
    expect(isEnglishWord('butter')).toBe(true);
    expect(isEnglishWord('qzxvqzxvq')).toBe(false);
    const phrases = findNounPhrases(
      'You will lead incident triage and network segmentation for the group.',
      new Set(),
    );
    expect(phrases.map((phrase) => phrase.toLowerCase())).toEqual(
      expect.arrayContaining(['incident triage', 'network segmentation']),
    );
    expect(isEnglishWord('flavor')).toBe(true);
  });
});
