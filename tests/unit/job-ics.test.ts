import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtcDateTime } from '../../src/server/services/jobs/ics';
import { checkIcsLines, parseIcs, propertyOf } from '../helpers/parse-ics';
import { PROPERTY_SEED } from '../helpers/property-seed';

describe('escapeText', () => {
  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['bell\u0007 tab\t', 'bell tab\t'],
  ])('escapes %j', (input, output) => {
    expect(escapeText(input)).toBe(output);
  });
});

describe('foldLine', () => {
  it('keeps short lines whole and folds long ones at 75 octets, continuing with one space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it(`never splits a multi-byte character, and unfolds to the original (fast-check, seed ${PROPERTY_SEED})`, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n'))
          expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });
});

describe('buildCalendar', () => {
  it('writes one VEVENT with UTC times, escaped text and CRLF lines', () => {
    const text = buildCalendar({
      uid: 'job-interview-7@example.com',
      start: new Date('2026-03-10T21:00:00Z'),
      durationMinutes: 45,
      summary: 'Interview: Director, IT at Acme; Inc.',
      description: `Zoom link below\n${'ünïcødé '.repeat(20)}`,
      url: 'javascript:alert(1)',
      stamp: new Date('2026-03-01T12:34:56.789Z'),
    });
    const lines = checkIcsLines(text);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Portfolio//Job Application Tracker//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    const properties = parseIcs(text);
    expect(propertyOf(properties, 'DTSTAMP')).toBe('20260301T123456Z');
    expect(propertyOf(properties, 'DTSTART')).toBe('20260310T210000Z');
    expect(propertyOf(properties, 'DTEND')).toBe('20260310T214500Z');
    expect(propertyOf(properties, 'SUMMARY')).toBe('Interview: Director, IT at Acme; Inc.');
    expect(propertyOf(properties, 'DESCRIPTION')).toBe(`Zoom link below\n${'ünïcødé '.repeat(20)}`);
    // Only web links become URL properties.
    expect(propertyOf(properties, 'URL')).toBeUndefined();
    expect(formatUtcDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
