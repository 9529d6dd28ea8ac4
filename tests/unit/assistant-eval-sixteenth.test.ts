import { sixteenthCheckCases, sixteenthTuneCases } from '../fixtures/assistant-eval-sixteenth';
import { describeWrittenSet } from '../helpers/written-set-suite';

// Tuning half: 64 of 99 before its round. Check half: 58 of 101 before the round's changes.
describeWrittenSet({
  name: 'sixteenth',
  tune: sixteenthTuneCases,
  check: sixteenthCheckCases,
  tunedAtLeast: 64,
  heldOutAtLeast: 58,
});
