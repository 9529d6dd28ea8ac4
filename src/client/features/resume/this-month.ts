/**
 * The start of the current month in the browser's time zone, as the server's `since`: "This
 * Month" is the owner's calendar month, which only the browser knows.
 */
export function startOfThisMonth(now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
}
