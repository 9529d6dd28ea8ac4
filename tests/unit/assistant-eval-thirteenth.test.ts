import { thirteenthCheckCases, thirteenthTuneCases } from '../fixtures/assistant-eval-thirteenth';
import { describeWrittenSet } from '../helpers/written-set-suite';

// Tuning half: 87 of 100 after its round (71 before). Check half: 70 of 100 before the round's
// changes and 72 after, measured once. After the fourteenth round, which tuned on it too: check 73.
describeWrittenSet({
  name: 'thirteenth',
  tune: thirteenthTuneCases,
  check: thirteenthCheckCases,
  tunedAtLeast: 87,
  heldOutAtLeast: 73,
});
