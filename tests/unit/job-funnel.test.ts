import { describe, expect, it } from 'vitest';
import {
  type FunnelRow,
  median,
  summariseFunnel,
  weekStartOf,
} from '../../src/server/services/jobs/funnel-figures';
import { FUNNEL_SOURCES } from '../../src/shared/api/job-funnel';

const row = (fields: Partial<FunnelRow>): FunnelRow => ({
  status: 'pending',
  source: null,
  appliedDay: '2026-11-24',
  firstResponseAt: null,
  hasResponded: false,
  hasInterviewed: false,
  hasOffer: false,
  ...fields,
});

describe('funnel figures', () => {
  it('starts weeks on Monday, and takes the middle of an odd or even count', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('counts one application in its week, at its stage, with its response time', () => {
    const funnel = summariseFunnel(
      [row({ status: 'interview', source: 'Referral', firstResponseAt: new Date('2026-11-27T12:00:00Z') })],
      '2026-11-25',
    );
    expect(funnel.total).toBe(1);
    expect(funnel.weeks.at(-1)).toEqual({ weekStart: '2026-11-23', applications: 1 });
    expect(funnel.stages.map((stage) => stage.count)).toEqual([1, 1, 1, 0]);
    expect(funnel.sources).toEqual([
      { source: 'Referral', isOther: false, applications: 1, responded: 1, responseRate: 100 },
    ]);
    expect(funnel.medianDaysToFirstResponse).toBe(3.5);
  });

  it('keeps 10,000 applications consistent: stages narrow, weeks and sources add up', () => {
    const statuses = ['pending', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
    const rows = Array.from({ length: 10_000 }, (_, n) =>
      row({
        status: statuses[n % 5],
        source: `Board ${n % 23}`,
        appliedDay: new Date(Date.UTC(2026, 0, 1) + (n % 330) * 86_400_000).toISOString().slice(0, 10),
        firstResponseAt:
          n % 5 === 1 ? new Date(Date.UTC(2026, 0, 1) + ((n % 330) + (n % 17)) * 86_400_000) : null,
      }),
    );
    const funnel = summariseFunnel(rows, '2026-11-25');
    const counts = funnel.stages.map((stage) => stage.count);
    expect(counts).toEqual([10_000, 6_000, 4_000, 2_000]);
    expect(funnel.sources).toHaveLength(FUNNEL_SOURCES + 1);
    expect(funnel.sources.at(-1)).toMatchObject({ source: '15 other sources', isOther: true });
    expect(funnel.sources.reduce((sum, source) => sum + source.applications, 0)).toBe(10_000);
    const firstWeek = funnel.weeks[0]?.weekStart ?? '';
    const inWindow = rows.filter((entry) => entry.appliedDay >= firstWeek).length;
    expect(funnel.weeks.reduce((sum, week) => sum + week.applications, 0)).toBe(inWindow);
    expect(funnel.respondedWithTime).toBe(2_000);
    expect(funnel.medianDaysToFirstResponse).toBe(8);
  });
});
