/** Whether the runtime knows the IANA time zone (America/Los_Angeles, UTC, ...). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
