/**
 * "Thu Dec 3, 2:30 PM PT": an interview as a person says it, in the zone it was agreed in.
 * The generic zone name (PT, not PST/PDT) reads right on either side of a daylight-saving switch.
 */
export function describeInterviewTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'shortGeneric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const zone = part('timeZoneName').replace(/^GMT\+0$/, 'UTC');
  return `${part('weekday')} ${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zone}`;
}

/** The next step an interview leaves on its application: its title and when, in words. */
export function describeInterviewStep(title: string, instant: Date, timeZone: string): string {
  return `${title} ${describeInterviewTime(instant, timeZone)}`;
}
