import { restoreDraft, saveDraft } from '../features/contact/contact-draft';
import { lazyIsland, showLoadFailure } from './wake';

type FormIsland = {
  name: 'roi' | 'contact';
  wake: (container: Element) => Promise<void>;
  /** Shown in place of the island's own answer when a submit cannot wake it (offline). */
  onUnreachable: (container: Element, retry: () => void) => void;
};

const loadRoi = lazyIsland(() => import('../features/roi/roi-island'));
const loadContact = lazyIsland(() => import('../features/contact/contact-island'));

/**
 * The spec's contact failure, written by the page itself when not even the form's code can come.
 * Beside the island, not in it: the form's markup must stay as prerendered for it to hydrate.
 */
function showContactFailure(container: Element) {
  container.parentElement?.querySelector('[data-contact-failure]')?.remove();
  const box = document.createElement('div');
  box.dataset.contactFailure = '';
  box.setAttribute('role', 'alert');
  box.className = 'mt-4 rounded-lg border border-red-700 bg-red-700 p-4 text-white';
  const title = document.createElement('p');
  title.className = 'text-sm font-semibold';
  title.textContent = 'Failed to send message';
  const text = document.createElement('p');
  text.className = 'text-sm opacity-90';
  text.textContent = 'Please try again or contact me directly via email.';
  box.append(title, text);
  container.after(box);
}

const FORMS: readonly FormIsland[] = [
  {
    name: 'roi',
    wake: (container) => loadRoi().then(({ wakeRoi }) => wakeRoi(container)),
    onUnreachable: (_container, retry) => showLoadFailure('The calculator', retry),
  },
  {
    name: 'contact',
    wake: (container) => loadContact().then(({ wakeContact }) => wakeContact(container)),
    onUnreachable: (container) => showContactFailure(container),
  },
];

/**
 * The ROI calculator and the contact form: prerendered forms whose inputs take typing before any
 * code arrives. Each wakes (hydrates) when the visitor first reaches for it; a submit before that
 * is held and made again once the form is awake, so it is never lost. The contact form's fields
 * are kept for the tab as they change and put back after a reload (until the message is sent).
 */
export function bindForms(): void {
  for (const island of FORMS) {
    const container = document.querySelector(`[data-island="${island.name}"]`);
    const form = container?.querySelector('form');
    if (!container || !form) continue;
    let waking: Promise<void> | null = null;
    let isAwake = false;
    const wake = () => {
      waking ??= island.wake(container).then(
        () => {
          isAwake = true;
          container.parentElement?.querySelector('[data-contact-failure]')?.remove();
        },
        (error: unknown) => {
          waking = null;
          throw error;
        },
      );
      return waking;
    };
    for (const name of ['focusin', 'pointerdown']) {
      container.addEventListener(name, () => void wake().catch(() => undefined), { once: true });
    }
    form.addEventListener(
      'submit',
      (event) => {
        if (isAwake) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const resubmit = () =>
          wake().then(
            () => form.requestSubmit(),
            () => island.onUnreachable(container, resubmit),
          );
        void resubmit();
      },
      { capture: true },
    );
    if (island.name === 'contact') {
      restoreDraft(form);
      form.addEventListener('input', () => saveDraft(form));
      form.addEventListener('change', () => saveDraft(form));
    }
  }
}
