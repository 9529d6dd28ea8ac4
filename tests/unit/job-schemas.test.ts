import { describe, expect, it } from 'vitest';
import {
  insertJobApplicationSchema,
  updateJobApplicationSchema,
} from '../../src/shared/api/job-applications';
import { scheduleInterviewSchema } from '../../src/shared/api/job-events';
import { parseJobUrlSchema } from '../../src/shared/api/job-parse-url';

describe('updateJobApplicationSchema', () => {
  it('keeps only the fields sent: no defaults, no nulls for absent fields', () => {
    expect(updateJobApplicationSchema.parse({ status: 'offer' })).toEqual({ status: 'offer' });
    expect(updateJobApplicationSchema.parse({ notes: '  ' })).toEqual({ notes: null });
    expect(updateJobApplicationSchema.parse({ nextStepDate: '' })).toEqual({ nextStepDate: null });
  });

  it('refuses an empty change and applies the insert rules to what is sent', () => {
    expect(updateJobApplicationSchema.safeParse({}).success).toBe(false);
    expect(updateJobApplicationSchema.safeParse({ company: ' ' }).success).toBe(false);
    expect(updateJobApplicationSchema.safeParse({ appliedDate: null }).success).toBe(false);
    expect(updateJobApplicationSchema.safeParse({ jobUrl: 'mailto:x@example.com' }).success).toBe(false);
  });
});

describe('insertJobApplicationSchema, beyond the spec rules tested with the other insert schemas', () => {
  const minimal = { company: 'Acme', position: 'CTO', appliedDate: '2026-03-02' };
  it('accepts web links and email addresses, and nothing else in those fields', () => {
    const parsed = insertJobApplicationSchema.parse({
      ...minimal,
      jobUrl: ' https://jobs.example.com/1 ',
      hiringManagerLink: 'http://linkedin.com/in/x',
      contactEmail: 'sam@example.com',
    });
    expect(parsed).toMatchObject({ jobUrl: 'https://jobs.example.com/1', contactEmail: 'sam@example.com' });
    for (const bad of [
      { jobUrl: 'javascript:alert(1)' },
      { hiringManagerLink: 'linkedin.com/in/x' },
      { contactEmail: 'sam@' },
    ]) {
      expect(insertJobApplicationSchema.safeParse({ ...minimal, ...bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
  });

  it('refuses dates that coercion would invent', () => {
    for (const appliedDate of [null, true, '', '0001-01-01', '3000-01-01']) {
      expect(
        insertJobApplicationSchema.safeParse({ ...minimal, appliedDate }).success,
        String(appliedDate),
      ).toBe(false);
    }
  });
});

describe('scheduleInterviewSchema', () => {
  const base = { date: '2026-03-10', time: '14:00', timeZone: 'America/Los_Angeles' };
  it('fills the title, length and next-step defaults', () => {
    expect(scheduleInterviewSchema.parse(base)).toEqual({
      ...base,
      title: 'Interview',
      notes: null,
      durationMinutes: 60,
      setNextStep: false,
    });
  });

  it.each([
    { date: '2026-02-29' },
    { date: '2026-13-01' },
    { time: '7:00' },
    { time: '12:60' },
    { timeZone: 'PST8PDT-ish' },
    { durationMinutes: 721 },
    { notes: 'x'.repeat(5001) },
  ])('refuses %j', (change) => {
    expect(scheduleInterviewSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });
});

describe('parseJobUrlSchema', () => {
  it('trims and bounds the URL', () => {
    expect(parseJobUrlSchema.parse({ url: ' https://x.com ' })).toEqual({ url: 'https://x.com' });
    expect(parseJobUrlSchema.safeParse({ url: '   ' }).success).toBe(false);
  });
});
