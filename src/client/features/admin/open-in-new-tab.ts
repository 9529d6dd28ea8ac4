/** Spec §7: downloads, previews and the preview images open in a new tab, without an opener. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
