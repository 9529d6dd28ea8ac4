import { sixteenthCheckCases, sixteenthTuneCases } from '../fixtures/assistant-eval-sixteenth';
import { describeWrittenSet } from '../helpers/written-set-suite';

// Tuning half: 80 of 99 after its round (64 before). Check half: 58 of 101 before the round's
// changes and 61 after, measured once; raised to 82 and 62 after the seventeenth set's round.
describeWrittenSet({
  name: 'sixteenth',
  tune: sixteenthTuneCases,
  check: sixteenthCheckCases,
  tunedAtLeast: 85,
  heldOutAtLeast: 65,
});
