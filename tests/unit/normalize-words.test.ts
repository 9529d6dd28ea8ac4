import { describe, expect, it } from 'vitest';
import { countForm, prepareForm, prepareText } from '../../src/server/resume/analyse/normalize';
import { findExpansions } from '../../src/server/services/assistant/understand/thesaurus';
import { foldAccents, normalizeText } from '../../src/shared/text/normalize-words';
import { vocabulary } from '../../src/shared/vocabulary/terms';

describe('the one text normaliser', () => {
  it('folds accents for the assistant and the resume engine alike', () => {
    expect(foldAccents('Zürich Montréal résumé')).toBe('Zurich Montreal resume');
    expect(normalizeText('Café-Ops in Zürich')).toBe('cafe ops in zurich');
    // Before folding, "Zürich" was split into "Z rich" and never matched.
    expect(countForm(prepareText('Led the Zürich office move'), prepareForm('zurich', false))).toBe(1);
  });
});

describe('the one IT vocabulary', () => {
  it('gives the assistant the synonyms the resume engine knows', () => {
    const term = vocabulary.find((entry) => entry.label === 'disaster recovery');
    expect(term?.forms).toContain('BC/DR');
    const words = findExpansions(normalizeText('any bc dr experience?')).flatMap(
      (expansion) => expansion.words,
    );
    expect(words).toContain('recovery');
  });
});
