import { seventeenthCheckCases, seventeenthTuneCases } from '../fixtures/assistant-eval-seventeenth';
import { describeWrittenSet } from '../helpers/written-set-suite';

// Tuning half: 42 of 99 on arrival. Check half: 50 of 101 before the round's changes.
describeWrittenSet({
  name: 'seventeenth',
  tune: seventeenthTuneCases,
  check: seventeenthCheckCases,
  tunedAtLeast: 42,
  heldOutAtLeast: 50,
});
