// The script of the prerendered pages (/ and /blog). The HTML is the page; this wakes the parts a
// visitor acts on. It is small and runs at once: the bar's controls, the cards' hints and the
// reveal are plain DOM; everything else is an island whose code comes on interaction, when
// visible, or when its time comes (the chat's 5 s, the particles' idle start).
import '../page.css';
import { startBeaconWhenIdle } from '../features/analytics/start-beacon';
import { bindCardHints } from './card-hints';
import { startChat } from './chat-launcher';
import { replayEarlyPresses } from './early-presses';
import { bindForms } from './forms';
import { bindLivingPage } from './living';
import { showMobileNoticeThen } from './mobile-notice';
import { bindPageControls } from './page-controls';
import { bindDetailPanels } from './panels';
import { watchExcerpts, watchReveals } from './reveal';

bindPageControls();
watchReveals();
// Visitor counts without cookies (docs/decisions/0122), fetched and started once the page is idle.
startBeaconWhenIdle();

// The landing page's islands; /blog has only the bar.
if (document.getElementById('hero')) {
  watchExcerpts();
  bindCardHints();
  bindDetailPanels();
  bindForms();
  bindLivingPage();
  // On a small screen the chat, and its 5 s auto-open, start once the notice is dismissed.
  showMobileNoticeThen(startChat);
}

// Presses made before this script ran (it is asked for after the first paint), now that all is bound.
replayEarlyPresses();
