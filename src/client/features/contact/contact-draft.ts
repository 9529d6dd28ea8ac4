/** The contact form's fields kept for this tab until the message is sent (issue: no lost words). */
const DRAFT_KEY = 'contact-draft';

/** The fields a visitor writes; the hidden bot trap is never kept. */
export const DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'opportunityType',
  'message',
] as const;

type Draft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

function controlOf(
  form: HTMLFormElement,
  name: string,
): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
    ? control
    : null;
}

export function saveDraft(form: HTMLFormElement): void {
  const draft: Draft = {};
  for (const name of DRAFT_FIELDS) {
    const value = controlOf(form, name)?.value ?? '';
    if (value !== '') draft[name] = value;
  }
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be full or disabled: the form still works, only a reload would lose the text.
  }
}

/** Puts a kept draft back into fields that are still empty (never over what was typed since). */
export function restoreDraft(form: HTMLFormElement): void {
  let draft: Draft;
  try {
    draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Draft;
  } catch {
    return;
  }
  for (const name of DRAFT_FIELDS) {
    const control = controlOf(form, name);
    const value = draft[name];
    if (control && typeof value === 'string' && control.value === '') control.value = value;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
