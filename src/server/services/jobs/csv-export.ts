import {
  type ApplicationStatus,
  applicationStatuses,
  type JobApplication,
  statusLabels,
} from '../../../shared/api/job-applications';
import { isStageEvent, type JobApplicationEvent } from '../../../shared/api/job-events';

/**
 * The Export Report: RFC 4180 (every cell quoted, quotes doubled, CRLF rows) behind a UTF-8
 * byte-order mark, so Excel and LibreOffice both read accents and arrows correctly.
 */

const BOM = '\uFEFF';
const CRLF = '\r\n';
// A cell starting with one of these runs as a formula in a spreadsheet (CSV injection, OWASP).
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

export function neutraliseCell(value: string): string {
  return FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
}

export function quoteCell(value: string): string {
  return `"${neutraliseCell(value).replace(/"/g, '""')}"`;
}

type Stage = { status: ApplicationStatus; date: string };

/** What a report row prints of an application; the streamed report reads only these columns. */
export type ReportApplication = Pick<
  JobApplication,
  | 'id'
  | 'company'
  | 'position'
  | 'status'
  | 'priority'
  | 'appliedDate'
  | 'location'
  | 'salary'
  | 'source'
  | 'jobUrl'
  | 'hiringManager'
  | 'hiringManagerLink'
  | 'contactPerson'
  | 'contactEmail'
  | 'nextStepDate'
  | 'nextStepAction'
  | 'notes'
>;

const STAGE_COLUMNS = applicationStatuses.map((status) => `${statusLabels[status]} Date`);

export const REPORT_HEADER = [
  'Company',
  'Position',
  'Status',
  'Priority',
  'Applied Date',
  'Location',
  'Salary',
  'Source',
  'Job URL',
  'Hiring Manager',
  'Hiring Manager Link',
  'Contact Person',
  'Contact Email',
  'Next Step Date',
  'Next Step Action',
  'Notes',
  'Stage History',
  ...STAGE_COLUMNS,
  'Interviews',
];

// Building an Intl formatter costs far more than using one: one per time zone and kind, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function formatFor(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, withTime: boolean) {
  let format = cache.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD, which both spreadsheets read as a date.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    cache.set(timeZone, format);
  }
  return format;
}

function dayIn(timeZone: string): (iso: string) => string {
  const format = formatFor(dayFormats, timeZone, false);
  return (iso) => format.format(new Date(iso));
}

function timeIn(event: JobApplicationEvent): string {
  const timeZone = event.timeZone ?? 'UTC';
  return `${formatFor(timeFormats, timeZone, true).format(new Date(event.eventDate)).replace(',', '')} ${timeZone}`;
}

/** Applications created before the history existed still show one stage: their status since applying. */
function stagesOf(
  application: ReportApplication,
  events: JobApplicationEvent[],
  day: (iso: string) => string,
) {
  const stages: Stage[] = events.filter(isStageEvent).map((event) => ({
    status: event.status as ApplicationStatus,
    // The first stage is dated by the applied day, a calendar day rather than an instant.
    date: event.type === 'created' ? event.eventDate.slice(0, 10) : day(event.eventDate),
  }));
  return stages.length > 0
    ? stages
    : [{ status: application.status, date: application.appliedDate.slice(0, 10) }];
}

function rowOf(
  application: ReportApplication,
  events: JobApplicationEvent[],
  day: (iso: string) => string,
): string[] {
  const stages = stagesOf(application, events, day);
  const firstEntered = (status: ApplicationStatus) =>
    stages.find((stage) => stage.status === status)?.date ?? '';
  const interviews = events
    .filter((event) => event.type === 'interview')
    .map((event) => `${timeIn(event)} ${event.title}`);
  return [
    application.company,
    application.position,
    statusLabels[application.status],
    application.priority,
    // Applied and next-step dates are calendar days, stored at UTC midnight.
    application.appliedDate.slice(0, 10),
    application.location ?? '',
    application.salary ?? '',
    application.source ?? '',
    application.jobUrl ?? '',
    application.hiringManager ?? '',
    application.hiringManagerLink ?? '',
    application.contactPerson ?? '',
    application.contactEmail ?? '',
    application.nextStepDate?.slice(0, 10) ?? '',
    application.nextStepAction ?? '',
    application.notes ?? '',
    stages.map((stage) => `${stage.date} ${statusLabels[stage.status]}`).join(' → '),
    ...applicationStatuses.map(firstEntered),
    interviews.join('; '),
  ];
}

/** Report lines (each ending in CRLF) for some applications, with their events. */
export function formatReportRows(
  applications: ReportApplication[],
  events: JobApplicationEvent[],
  timeZone: string,
): string {
  const day = dayIn(timeZone);
  const byApplication = new Map<number, JobApplicationEvent[]>();
  for (const event of events) {
    const list = byApplication.get(event.applicationId) ?? [];
    list.push(event);
    byApplication.set(event.applicationId, list);
  }
  return applications
    .map(
      (application) =>
        `${rowOf(application, byApplication.get(application.id) ?? [], day)
          .map(quoteCell)
          .join(',')}${CRLF}`,
    )
    .join('');
}

/** The byte-order mark and the header line that open the report. */
export const REPORT_START = `${BOM}${REPORT_HEADER.map(quoteCell).join(',')}${CRLF}`;

/** One row per application with its current status and stage history; event days in `timeZone`. */
export function buildApplicationsCsv(
  applications: ReportApplication[],
  events: JobApplicationEvent[],
  timeZone: string,
): string {
  return REPORT_START + formatReportRows(applications, events, timeZone);
}
