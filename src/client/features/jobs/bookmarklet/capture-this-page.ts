export type CaptureSettings = {
  /** The site's origin, exactly: the only window the page is ever sent to. */
  origin: string;
  savePath: string;
  readyType: string;
  messageType: string;
  maxHtml: number;
  maxText: number;
  maxJsonLd: number;
  maxJsonLdChars: number;
};

/**
 * The bookmarklet, run by the owner on a job page in their own browser. It reads the page as the
 * browser shows it, opens the Save posting dialog of this site in a popup, and, when the popup
 * says it is ready, posts the page to it, to this site's exact origin only. It sends nothing to
 * any server itself, loads nothing into the page and reads no cookie: the job site's session and
 * credentials stay where they are.
 *
 * It is turned into a `javascript:` link with Function.prototype.toString, so it must stand
 * alone: no imports and no names from outside it; its settings come in as its one argument.
 */
export function captureThisPage(settings: CaptureSettings): void {
  const jsonLd: string[] = [];
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  for (let index = 0; index < scripts.length && index < settings.maxJsonLd; index++) {
    jsonLd.push(String(scripts[index]?.textContent || '').slice(0, settings.maxJsonLdChars));
  }
  const html = document.documentElement ? document.documentElement.outerHTML : '';
  const isTooLarge = html.length > settings.maxHtml;
  // innerText, not textContent: the text as laid out, line breaks where the page shows them.
  // biome-ignore lint/performance/useDomNodeTextContent: the layout's line breaks are the point
  const visibleText = isTooLarge && document.body ? document.body.innerText : '';
  const page = {
    type: settings.messageType,
    url: location.href,
    title: document.title,
    jsonLd,
    html: isTooLarge ? '' : html,
    text: visibleText.slice(0, settings.maxText),
    selection: String(window.getSelection?.() ?? '').slice(0, settings.maxText),
  };
  // The address and title also travel in the fragment (never sent to a server): where the page's
  // own opener policy cuts the popup off from it, the dialog still knows what to name.
  const fragment = `url=${encodeURIComponent(page.url)}&title=${encodeURIComponent(page.title)}`;
  const popup = window.open(
    `${settings.origin}${settings.savePath}#${fragment}`,
    '_blank',
    'popup,width=780,height=860',
  );
  if (!popup) {
    window.alert('Allow pop-up windows for this site to save the posting to your job tracker.');
    return;
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== settings.origin) return;
    if (event.data?.type !== settings.readyType) return;
    window.removeEventListener('message', onMessage);
    popup.postMessage(page, settings.origin);
  };
  window.addEventListener('message', onMessage);
}
