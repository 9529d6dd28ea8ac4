import { twentiethCheckCases, twentiethTuneCases } from '../fixtures/assistant-eval-twentieth';
import { describeWrittenSet } from '../helpers/written-set-suite';

// Tuning half: 69 of 99 after its round (66 before). Check half: 58 of 101 before the round's
// changes and 58 after, measured once.
describeWrittenSet({
  name: 'twentieth',
  tune: twentiethTuneCases,
  check: twentiethCheckCases,
  tunedAtLeast: 69,
  heldOutAtLeast: 58,
});
