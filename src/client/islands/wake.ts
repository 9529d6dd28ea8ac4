import { importWithRetry } from '../lib/load-chunk';

/**
 * An island's code, fetched once when first asked for. A failed fetch (after `importWithRetry`'s
 * own second try) is forgotten, so the next ask, or the visitor's retry, fetches it again.
 */
export function lazyIsland<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= importWithRetry(load).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * Says that a part of the page could not load, with a retry, and leaves everything else as it
 * is: the prerendered page stays whole.
 */
export function showLoadFailure(what: string, retry: () => void): void {
  document.querySelector('[data-load-failure]')?.remove();
  const box = document.createElement('div');
  box.dataset.loadFailure = '';
  box.setAttribute('role', 'alert');
  box.className =
    'fixed bottom-24 left-4 z-[100] max-w-sm rounded-lg border border-red-300 bg-white p-4 text-slate-900 shadow-lg dark:border-red-800 dark:bg-slate-900 dark:text-slate-100';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = `${what} could not load.`;
  const text = document.createElement('p');
  text.className = 'mt-1 text-sm text-slate-600 dark:text-slate-300';
  text.textContent = 'Check your connection, then try again.';
  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(title, text, button);
  document.body.append(box);
}
