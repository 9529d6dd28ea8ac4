import { describe } from 'vitest';
import { scoreOurParser } from '../helpers/corpus';
import { expectCorpusFloors } from '../helpers/corpus-floors';

/**
 * The public corpus (tests/fixtures/corpus) parsed and scored field by field against its
 * hand-written truth. The floors are the budgets: roles found ≥ 95%, role fields ≥ 90%, overall
 * field recall ≥ 90% (before this work: 58%, 39%, 63%).
 */
const FLOORS = { roleRecall: 0.95, roleFieldRecall: 0.9, fieldRecall: 0.9 };

describe('public resume corpus', () => {
  expectCorpusFloors('corpus', FLOORS, scoreOurParser);
});
