const QUANTITY =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|thousands?|millions?|zero)\b/i;

/**
 * Whether a text states a count or an amount, in digits or in words ("hundreds of employees"):
 * what a "how many" question needs. A year is a date, not a count.
 */
export function holdsQuantity(text: string): boolean {
  return QUANTITY.test(text.replace(/\b(19|20)\d{2}\b/g, ''));
}
