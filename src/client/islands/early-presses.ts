declare global {
  interface Window {
    /** Buttons pressed before the page's script ran, kept by the page's inline loader. */
    __earlyPresses?: HTMLButtonElement[];
    /** Set once the page's script has bound its controls: the loader stops keeping presses. */
    __pageAwake?: boolean;
  }
}

/**
 * The page's script is asked for after the first paint, so a visitor can press a button before
 * it has run. The inline loader keeps those presses; once every control is bound they are made
 * again, in order, on the buttons still on the page.
 */
export function replayEarlyPresses(): void {
  window.__pageAwake = true;
  const presses = window.__earlyPresses ?? [];
  window.__earlyPresses = [];
  for (const button of presses) if (button.isConnected) button.click();
}
