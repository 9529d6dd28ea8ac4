const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time` (YYYY-MM-DD, HH:MM),
 * resolved as calendar programs do: a time skipped by a daylight-saving change moves forward
 * by the gap; a time that happens twice is the first of the two.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  // Zones change offset at most once in any two days, so the offsets a day either side are the only candidates.
  const offsetBefore = zoneOffsetMs(wallClock - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(wallClock + DAY_MS, timeZone);
  const matches = [wallClock - offsetBefore, wallClock - offsetAfter].filter(
    (instant) => instant + zoneOffsetMs(instant, timeZone) === wallClock,
  );
  return new Date(matches.length > 0 ? Math.min(...matches) : wallClock - offsetBefore);
}
