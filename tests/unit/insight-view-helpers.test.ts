import { describe, expect, it } from 'vitest';
import { replyMailto } from '../../src/client/features/inbox/reply-mailto';
import { busiestDay, labelledIndexes, valueScale } from '../../src/client/features/insights/chart-geometry';
import { describeSeries } from '../../src/client/features/insights/daily-chart';

const message = {
  firstName: 'Dana',
  lastName: 'Buyer',
  email: 'dana+leads@example.com',
  opportunityType: 'advisory',
  message: 'Would you join our board?\nWe meet quarterly & pay 5% equity.',
  createdAt: '2026-06-02T15:00:00.000Z',
};

describe('Reply by email', () => {
  it('addresses the sender with the enquiry as subject and the message quoted under a greeting', () => {
    const link = replyMailto(message);
    expect(link.startsWith('mailto:dana%2Bleads%40example.com?subject=')).toBe(true);
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1).replaceAll('+', '%2B'));
    expect(query.get('subject')).toBe('Re: your advisory role enquiry');
    expect(query.get('body')).toBe(
      'Hi Dana,\n\n\n\nOn June 2, 2026, Dana Buyer wrote:\n> Would you join our board?\n> We meet quarterly & pay 5% equity.\n',
    );
    // Spaces are %20, never "+", which mail programs would show as a plus.
    expect(link).not.toContain('+');
  });

  it('cuts a long message so the link stays short enough for mail programs', () => {
    const link = replyMailto({ ...message, message: 'x'.repeat(10_000) });
    expect(link.length).toBeLessThan(2_000);
    expect(decodeURIComponent(link)).toContain('x…');
  });
});

describe('the daily chart', () => {
  it.each([
    [0, 4, [0, 1, 2, 3, 4]],
    [3, 4, [0, 1, 2, 3, 4]],
    [37, 40, [0, 10, 20, 30, 40]],
    [1234, 2000, [0, 500, 1000, 1500, 2000]],
  ])('scales a maximum of %i to a round top of %i', (max, top, ticks) => {
    expect(valueScale(max)).toEqual({ top, ticks });
  });

  it('labels about seven days, always the first and the last', () => {
    expect(labelledIndexes(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledIndexes(30)).toEqual([0, 5, 10, 15, 19, 24, 29]);
    expect(labelledIndexes(90).at(-1)).toBe(89);
  });

  it('says what it shows in one sentence for screen readers', () => {
    const series = [
      { day: '2026-06-01', pageviews: 3, visitors: 2 },
      { day: '2026-06-02', pageviews: 9, visitors: 4 },
      { day: '2026-06-03', pageviews: 9, visitors: 5 },
    ];
    expect(busiestDay(series, (point) => point.pageviews)?.day).toBe('2026-06-02');
    expect(describeSeries(series)).toBe(
      'June 1, 2026 to June 3, 2026: 21 page views and 11 daily visitors. Busiest day June 2, 2026, 9 page views.',
    );
    expect(describeSeries(series.map((point) => ({ ...point, pageviews: 0, visitors: 0 })))).toMatch(
      /No visits yet\.$/,
    );
  });
});
