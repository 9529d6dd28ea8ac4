import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { buildBookmarklet } from '../../src/client/features/jobs/bookmarklet/build-bookmarklet';
import {
  acceptCaptureMessage,
  readCaptureFragment,
} from '../../src/client/features/jobs/capture/receive-capture';

const SITE = 'https://portfolio.example';
const JOB_PAGE = `<!DOCTYPE html><html><head><title>Head of IT | Contoso</title>
<script type="application/ld+json">{"@type":"JobPosting","title":"Head of IT"}</script></head>
<body><h1>Head of IT</h1><p>Run IT for 400 people.</p></body></html>`;

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

/**
 * Runs the bookmarklet's code as a browser would run the link: decoded, as a script with only
 * the page's globals in reach. Reports what it opened and what it posted, to which origin.
 */
function runBookmarklet(options: { popupBlocked?: boolean } = {}) {
  const { document } = parseHTML(JOB_PAGE);
  const posted: Array<{ data: unknown; targetOrigin: string }> = [];
  const popup = { postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }) };
  const listeners: Listener[] = [];
  const opened: string[] = [];
  const alerts: string[] = [];
  const window = {
    open: (url: string, target: string, features: string) => {
      opened.push(`${url} ${target} ${features}`);
      return options.popupBlocked ? null : popup;
    },
    alert: (text: string) => alerts.push(text),
    getSelection: () => 'Run IT for 400 people.',
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    removeEventListener: (_type: string, listener: Listener) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  const location = { href: 'https://jobs.example.com/view/1?ref=feed' };
  const code = decodeURIComponent(buildBookmarklet(SITE).replace(/^javascript:/, ''));
  new Function('window', 'document', 'location', code)(window, document, location);
  const say = (source: unknown, origin: string, data: unknown) => {
    for (const listener of [...listeners]) listener({ source, origin, data });
  };
  return { opened, posted, alerts, listeners, popup, say };
}

describe('the Save to Job Tracker bookmarklet', () => {
  it('stands alone as a javascript: link and opens the Save posting popup of this site', () => {
    const run = runBookmarklet();
    expect(run.opened).toEqual([
      `${SITE}/tools/job/save#url=${encodeURIComponent('https://jobs.example.com/view/1?ref=feed')}&title=${encodeURIComponent('Head of IT | Contoso')} _blank popup,width=780,height=860`,
    ]);
    expect(run.posted).toEqual([]);
  });

  it('posts the page only to the popup, at this site’s exact origin, once it says it is ready', () => {
    const run = runBookmarklet();
    run.say({}, SITE, { type: 'job-capture-ready' });
    run.say(run.popup, 'https://evil.example', { type: 'job-capture-ready' });
    run.say(run.popup, SITE, { type: 'something-else' });
    expect(run.posted).toEqual([]);
    run.say(run.popup, SITE, { type: 'job-capture-ready' });
    expect(run.posted).toHaveLength(1);
    expect(run.posted[0]?.targetOrigin).toBe(SITE);
    expect(run.posted[0]?.data).toMatchObject({
      type: 'job-capture',
      url: 'https://jobs.example.com/view/1?ref=feed',
      title: 'Head of IT | Contoso',
      jsonLd: ['{"@type":"JobPosting","title":"Head of IT"}'],
      selection: 'Run IT for 400 people.',
    });
    expect(JSON.stringify(run.posted[0]?.data)).toContain('<h1>Head of IT</h1>');
    // Sent once; it stops listening.
    run.say(run.popup, SITE, { type: 'job-capture-ready' });
    expect(run.posted).toHaveLength(1);
    expect(run.listeners).toHaveLength(0);
  });

  it('says what to do when pop-ups are blocked', () => {
    expect(runBookmarklet({ popupBlocked: true }).alerts).toEqual([
      'Allow pop-up windows for this site to save the posting to your job tracker.',
    ]);
  });
});

describe('the Save posting popup receiving a page', () => {
  const opener = {};
  const page = {
    type: 'job-capture',
    url: 'https://jobs.example.com/view/1',
    title: 'Head of IT',
    html: '<p>x</p>',
  };

  it('takes a page from its opener, naming a page of the origin that sent it', () => {
    expect(
      acceptCaptureMessage({ source: opener, origin: 'https://jobs.example.com', data: page }, opener),
    ).toMatchObject({
      from: 'https://jobs.example.com',
      page: { url: 'https://jobs.example.com/view/1', title: 'Head of IT', selection: '' },
    });
  });

  it('ignores other windows, pages claiming another site, other shapes and non-web addresses', () => {
    const from = 'https://jobs.example.com';
    expect(acceptCaptureMessage({ source: {}, origin: from, data: page }, opener)).toBeNull();
    expect(
      acceptCaptureMessage({ source: opener, origin: 'https://evil.example', data: page }, opener),
    ).toBeNull();
    expect(
      acceptCaptureMessage({ source: opener, origin: from, data: { ...page, type: 'other' } }, opener),
    ).toBeNull();
    expect(acceptCaptureMessage({ source: opener, origin: from, data: 'hello' }, opener)).toBeNull();
    expect(
      acceptCaptureMessage(
        { source: opener, origin: 'null', data: { ...page, url: 'javascript:alert(1)' } },
        opener,
      ),
    ).toBeNull();
    expect(acceptCaptureMessage({ source: null, origin: from, data: page }, null)).toBeNull();
  });

  it('reads the address and title the bookmarklet put in the fragment', () => {
    expect(readCaptureFragment('#url=https%3A%2F%2Fjobs.example.com%2F1&title=Head%20of%20IT')).toMatchObject(
      {
        url: 'https://jobs.example.com/1',
        title: 'Head of IT',
      },
    );
    expect(readCaptureFragment('')).toBeNull();
    expect(readCaptureFragment('#url=javascript%3Aalert(1)')).toBeNull();
  });
});
