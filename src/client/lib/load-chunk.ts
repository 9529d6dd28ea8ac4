/** Remembers, for this tab, the build a reload was already tried for: one reload per build. */
const RELOADED_FOR_KEY = 'reloaded-for-build';

/** The address of the page's own entry script: it changes with every build (hashed name). */
function entryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, location.href).pathname : null;
}

/**
 * Whether the site has been rebuilt since this page loaded: its HTML now names another entry
 * script. Unreachable (offline) counts as unchanged: reloading then would only show an error page.
 */
async function hasBuildChanged(): Promise<boolean> {
  const entry = entryScript();
  if (!entry) return false;
  try {
    const response = await fetch(location.pathname, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok && !(await response.text()).includes(entry);
  } catch {
    return false;
  }
}

function reloadOnce(): void {
  const entry = entryScript() ?? '';
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === entry) return;
    sessionStorage.setItem(RELOADED_FOR_KEY, entry);
  } catch {
    // Without storage there is no guard against a loop: better no reload than many.
    return;
  }
  location.reload();
}

/**
 * A chunk import that survives a hiccup: tried again once, and when both fail because the site
 * was redeployed (old hashed chunk names answer 404) the page reloads itself, once per build.
 * Otherwise the error is thrown for the caller to show with a retry.
 */
export async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (error) {
      if (await hasBuildChanged()) reloadOnce();
      throw error;
    }
  }
}
