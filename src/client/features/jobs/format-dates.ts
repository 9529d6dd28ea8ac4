/** Dates as the owner reads them; every format goes through Intl (ARCHITECTURE: Time). */

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const localMoment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Applied and next-step dates are calendar days stored at UTC midnight. */
export function formatCalendarDay(iso: string | null): string {
  return iso ? calendarDay.format(new Date(iso)) : '';
}

/** A moment (a stage change) in the browser's own time zone. */
export function formatMoment(iso: string): string {
  return localMoment.format(new Date(iso));
}

/** An interview at the time agreed, in the zone it was agreed in. */
export function formatInZone(iso: string, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
  return `${text} (${zone.replace(/_/g, ' ')})`;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA zone the browser knows, with the browser's own first. */
export function listTimeZones(): string[] {
  const own = browserTimeZone();
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [own, ...zones.filter((zone) => zone !== own)];
}
