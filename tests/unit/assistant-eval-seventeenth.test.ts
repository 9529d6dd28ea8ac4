import { seventeenthCheckCases, seventeenthTuneCases } from '../fixtures/assistant-eval-seventeenth';
import { describeWrittenSet } from '../helpers/written-set-suite';

// Tuning half: 62 of 99 after its round (42 before). Check half: 50 of 101 before the round's
// changes and 50 after, measured once; 51 after later rounds and 53 after the twentieth set's.
describeWrittenSet({
  name: 'seventeenth',
  tune: seventeenthTuneCases,
  check: seventeenthCheckCases,
  tunedAtLeast: 63,
  heldOutAtLeast: 53,
});
