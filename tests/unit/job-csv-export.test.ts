import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildApplicationsCsv,
  neutraliseCell,
  quoteCell,
  REPORT_HEADER,
} from '../../src/server/services/jobs/csv-export';
import type { JobApplication } from '../../src/shared/api/job-applications';
import type { JobApplicationEvent } from '../../src/shared/api/job-events';
import { parseCsv } from '../helpers/parse-csv';
import { PROPERTY_SEED } from '../helpers/property-seed';

const application = (fields: Partial<JobApplication> = {}): JobApplication => ({
  id: 1,
  company: 'Acme',
  position: 'CTO',
  location: null,
  salary: null,
  hiringManager: null,
  hiringManagerLink: null,
  jobUrl: null,
  description: null,
  requirements: null,
  appliedDate: '2026-03-02T00:00:00.000Z',
  status: 'pending',
  priority: 'medium',
  source: null,
  contactPerson: null,
  contactEmail: null,
  notes: null,
  nextStepDate: null,
  nextStepAction: null,
  details: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...fields,
});

const event = (fields: Partial<JobApplicationEvent>): JobApplicationEvent => ({
  id: 1,
  applicationId: 1,
  type: 'status',
  title: '',
  description: null,
  eventDate: '2026-03-05T02:00:00.000Z',
  status: null,
  timeZone: null,
  durationMinutes: null,
  createdAt: '2026-03-05T02:00:00.000Z',
  ...fields,
});

const rowsOf = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parseCsv(csv.slice(1));
};

describe('neutraliseCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', "'\rReturn"],
    ['Plain = fine', 'Plain = fine'],
    ['', ''],
  ])('turns %j into %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it('quotes every cell and doubles quotes', () => {
    expect(quoteCell('say "hi", ok')).toBe('"say ""hi"", ok"');
  });
});

describe('buildApplicationsCsv', () => {
  it('writes a BOM, the header and one CRLF row per application, with stages dated in the given zone', () => {
    const events = [
      event({ id: 1, type: 'created', status: 'pending', eventDate: '2026-03-02T00:00:00.000Z' }),
      // 02:00 UTC on 5 March is still 4 March in Los Angeles.
      event({ id: 2, status: 'interview', eventDate: '2026-03-05T02:00:00.000Z' }),
      event({
        id: 3,
        type: 'interview',
        title: 'Panel',
        eventDate: '2026-03-10T21:00:00.000Z',
        timeZone: 'America/Los_Angeles',
      }),
    ];
    const csv = buildApplicationsCsv(
      [application({ status: 'interview' }), application({ id: 2, company: 'Beta' })],
      events,
      'America/Los_Angeles',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, first, second] = rowsOf(csv);
    expect(header).toEqual(REPORT_HEADER);
    const column = (row: string[] | undefined, name: string) => row?.[REPORT_HEADER.indexOf(name)];
    expect(column(first, 'Stage History')).toBe('2026-03-02 Pending → 2026-03-04 Interview');
    expect(column(first, 'Interview Date')).toBe('2026-03-04');
    expect(column(first, 'Interviews')).toBe('2026-03-10 14:00 America/Los_Angeles Panel');
    // No recorded history: the current status since the applied day.
    expect(column(second, 'Stage History')).toBe('2026-03-02 Pending');
    expect(column(second, 'Status')).toBe('Pending');
  });

  it(`reads back exactly what was written, for any text (fast-check, seed ${PROPERTY_SEED})`, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (notes, company) => {
        const csv = buildApplicationsCsv([application({ notes, company: company || 'x' })], [], 'UTC');
        const [, row] = rowsOf(csv);
        expect(row?.[REPORT_HEADER.indexOf('Notes')]).toBe(neutraliseCell(notes));
        expect(row?.[REPORT_HEADER.indexOf('Company')]).toBe(neutraliseCell(company || 'x'));
      }),
    );
  });
});
