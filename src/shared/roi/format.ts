// signDisplay 'negative' keeps a tiny negative that rounds to zero from showing as "-$0".
const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

const oneDecimalFormatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});

/** "$1,234,567": US dollars, no decimals. */
export function formatUsd(value: number): string {
  return usdFormatter.format(value);
}

/** "245.3%": a value already in percent, one decimal. */
export function formatPercent(value: number): string {
  return `${oneDecimalFormatter.format(value)}%`;
}

/** "3.8 months": a payback period, one decimal. */
export function formatPaybackMonths(value: number): string {
  return `${oneDecimalFormatter.format(value)} months`;
}
