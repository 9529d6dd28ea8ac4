const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

// The server's days are calendar days (YYYY-MM-DD) in the site's time zone: read as UTC midnight,
// they print as the same day wherever the browser is.
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
