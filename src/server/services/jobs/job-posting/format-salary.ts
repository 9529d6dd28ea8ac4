import { asArray, isObject, type JsonObject, numberOf, textOf } from './json-ld-values';

const UNITS: Record<string, string> = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
  ANNUAL: 'per year',
  ANNUALLY: 'per year',
  YEARLY: 'per year',
  HOURLY: 'per hour',
  MONTHLY: 'per month',
};

export function formatMoney(amount: number, currency: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency || 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code: show the number and whatever the page called its currency.
    return `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`.trim();
  }
}

function formatAmount(amount: JsonObject): string {
  const currency = textOf(amount.currency).toUpperCase();
  const value = amount.value;
  const quantity = isObject(value) ? value : { value };
  const min = numberOf(quantity.minValue);
  const max = numberOf(quantity.maxValue);
  const single = numberOf(quantity.value);
  const unitText = textOf(quantity.unitText ?? amount.unitText).toUpperCase();
  const unit = UNITS[unitText] ?? (unitText ? `per ${unitText.toLowerCase()}` : '');
  let range: string;
  if (min !== null && max !== null && min !== max)
    range = `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  else if (min !== null || max !== null || single !== null) {
    const amountValue = single ?? min ?? max ?? 0;
    range =
      min !== null && max === null && single === null
        ? `From ${formatMoney(amountValue, currency)}`
        : formatMoney(amountValue, currency);
  } else return '';
  return unit ? `${range} ${unit}` : range;
}

/** schema.org baseSalary / estimatedSalary as "$180,000 - $220,000 per year"; '' when absent. */
export function formatSalary(value: unknown): string {
  for (const entry of asArray(value)) {
    if (isObject(entry)) {
      const text = formatAmount(entry);
      if (text) return text;
    }
    const plain = numberOf(entry);
    // A bare number names no currency, so none is assumed.
    if (plain !== null) return plain.toLocaleString('en-US');
    if (typeof entry === 'string' && entry.trim()) return entry.trim();
  }
  return '';
}
