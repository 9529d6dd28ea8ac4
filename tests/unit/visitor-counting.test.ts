import { describe, expect, it } from 'vitest';
import { toReferrerHost } from '../../src/server/services/analytics/referrer-host';
import { addDays, siteDayOf } from '../../src/server/services/analytics/site-day';
import { isTrackingAllowed } from '../../src/server/services/analytics/tracking-consent';
import { createVisitorIds } from '../../src/server/services/analytics/visitor-id';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('visitor ids', () => {
  it('are the same all day for one address and browser, and differ for another of either', () => {
    const ids = createVisitorIds();
    const id = ids.idOf('2026-06-01', '203.0.113.5', BROWSER);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(ids.idOf('2026-06-01', '203.0.113.5', BROWSER)).toBe(id);
    expect(ids.idOf('2026-06-01', '203.0.113.6', BROWSER)).not.toBe(id);
    expect(ids.idOf('2026-06-01', '203.0.113.5', `${BROWSER} Edg/131.0`)).not.toBe(id);
  });

  it('cannot be linked across days: a new day brings a new random salt, and the old one is gone', () => {
    let draws = 0;
    const ids = createVisitorIds((size) => Buffer.alloc(size, ++draws));
    const monday = ids.idOf('2026-06-01', '203.0.113.5', BROWSER);
    const tuesday = ids.idOf('2026-06-02', '203.0.113.5', BROWSER);
    expect(tuesday).not.toBe(monday);
    // Asking about Monday again cannot bring Monday's salt back: it draws a fresh one.
    expect(ids.idOf('2026-06-01', '203.0.113.5', BROWSER)).not.toBe(monday);
    expect(draws).toBe(3);
  });

  it('differ between two instances (or a restart) on the same day', () => {
    expect(createVisitorIds().idOf('2026-06-01', '203.0.113.5', BROWSER)).not.toBe(
      createVisitorIds().idOf('2026-06-01', '203.0.113.5', BROWSER),
    );
  });
});

describe('tracking consent', () => {
  it.each([
    [{ 'user-agent': BROWSER }, true],
    [{ 'user-agent': BROWSER, dnt: '1' }, false],
    [{ 'user-agent': BROWSER, dnt: '0' }, true],
    [{ 'user-agent': BROWSER, 'sec-gpc': '1' }, false],
    [{ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }, false],
    [{ 'user-agent': 'curl/8.5.0' }, false],
    [
      {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/119 Mobile Safari/537.36 Chrome-Lighthouse',
      },
      false,
    ],
    [{}, false],
  ])('%o → %s', (headers, allowed) => {
    expect(isTrackingAllowed(headers)).toBe(allowed);
  });
});

describe('referrer hosts', () => {
  const own = new Set(['alexmorgan.example']);
  it.each([
    ['https://www.google.com/search?q=alex+morgan+cissp', 'google.com'],
    ['https://news.ycombinator.com/item?id=1', 'news.ycombinator.com'],
    ['https://WWW.LinkedIn.com/feed/', 'linkedin.com'],
    ['https://alexmorgan.example/blog', ''],
    ['android-app://com.slack/', ''],
    ['javascript:alert(1)', ''],
    ['not a url', ''],
    ['', ''],
    [undefined, ''],
  ])('%s → "%s"', (referrer, host) => {
    expect(toReferrerHost(referrer, own)).toBe(host);
  });
});

describe('site days', () => {
  it('are calendar days in the site time zone', () => {
    const lateEvening = new Date('2026-06-02T03:30:00Z');
    expect(siteDayOf(lateEvening, 'America/Los_Angeles')).toBe('2026-06-01');
    expect(siteDayOf(lateEvening, 'Europe/Berlin')).toBe('2026-06-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
