import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../../src/server/services/jobs/zoned-time';

describe('zonedTimeToInstant', () => {
  it.each([
    ['2026-03-10', '14:00', 'America/Los_Angeles', '2026-03-10T21:00:00.000Z'],
    ['2026-03-07', '14:00', 'America/Los_Angeles', '2026-03-07T22:00:00.000Z'],
    // 02:30 does not exist on 8 March 2026 in Los Angeles: it lands an hour later.
    ['2026-03-08', '02:30', 'America/Los_Angeles', '2026-03-08T10:30:00.000Z'],
    // 01:30 happens twice on 1 November 2026 in New York: the first is taken.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-06-01', '09:00', 'Asia/Kolkata', '2026-06-01T03:30:00.000Z'],
    ['2026-01-15', '09:00', 'Australia/Lord_Howe', '2026-01-14T22:00:00.000Z'],
    ['2026-07-01', '00:00', 'Pacific/Chatham', '2026-06-30T11:15:00.000Z'],
    ['2026-12-31', '23:59', 'UTC', '2026-12-31T23:59:00.000Z'],
  ])('%s %s in %s is %s', (date, time, timeZone, iso) => {
    expect(zonedTimeToInstant(date, time, timeZone).toISOString()).toBe(iso);
  });
});
