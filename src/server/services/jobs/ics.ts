/**
 * iCalendar (RFC 5545) for one interview: CRLF line ends, lines folded at 75 octets,
 * TEXT values escaped. Times are UTC ("Z"), which every calendar converts to its own zone;
 * a TZID would oblige us to ship a VTIMEZONE definition for it (RFC 5545 §3.6.5).
 */

type EventText = {
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** When the event's source last changed (LAST-MODIFIED), so a subscribed copy knows it moved. */
  modified?: Date;
};

/** An event at a time: an interview. */
export type TimedEvent = EventText & { start: Date; durationMinutes: number };
/** An event on a calendar day: a follow-up date. `day` is YYYY-MM-DD. */
export type AllDayEvent = EventText & { day: string };

export type CalendarEvent = TimedEvent & {
  /** When the file was made (DTSTAMP). */
  stamp: Date;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 20260310T220000Z */
export function formatUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; any line break becomes \n. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Control characters other than tab are not allowed in a content line (§3.1).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** Octets of one character in UTF-8, from its code point. */
function utf8Size(char: string): number {
  const point = char.codePointAt(0) ?? 0;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
}

/** §3.1: a line longer than 75 octets continues on lines that start with one space; never inside a character. */
export function foldLine(line: string): string {
  if (line.length <= MAX_OCTETS && Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Size(char);
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 20260310: the day after YYYY-MM-DD, as an all-day event ends (DTEND is exclusive). */
function formatDay(day: string, plusDays = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

function eventLines(event: TimedEvent | AllDayEvent, stamp: Date): string[] {
  const url = safeUrl(event.url);
  const when =
    'day' in event
      ? [`DTSTART;VALUE=DATE:${formatDay(event.day)}`, `DTEND;VALUE=DATE:${formatDay(event.day, 1)}`]
      : [
          `DTSTART:${formatUtcDateTime(event.start)}`,
          `DTEND:${formatUtcDateTime(new Date(event.start.getTime() + event.durationMinutes * 60_000))}`,
        ];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtcDateTime(stamp)}`,
    ...(event.modified ? [`LAST-MODIFIED:${formatUtcDateTime(event.modified)}`] : []),
    ...when,
    // An all-day reminder must not block the day in a free/busy view.
    ...('day' in event ? ['TRANSP:TRANSPARENT'] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
  ];
}

const HEADER = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Portfolio//Job Application Tracker//EN',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
];

const finish = (lines: string[]) => lines.map(foldLine).join(CRLF) + CRLF;

/** One interview as a file to open (the .ics download). */
export function buildCalendar(event: CalendarEvent): string {
  return finish([...HEADER, ...eventLines(event, event.stamp), 'END:VCALENDAR']);
}

/**
 * A calendar to subscribe to: every event under its stable UID, so a calendar app that fetches it
 * again moves an edited event and drops a cancelled one instead of adding copies. NAME and
 * REFRESH-INTERVAL (RFC 7986, with the X- forms older apps read) name it and ask for hourly updates.
 */
export function buildCalendarFeed(feed: {
  name: string;
  events: ReadonlyArray<TimedEvent | AllDayEvent>;
  stamp: Date;
}): string {
  const lines = [
    ...HEADER,
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const event of feed.events) lines.push(...eventLines(event, feed.stamp));
  lines.push('END:VCALENDAR');
  return finish(lines);
}
