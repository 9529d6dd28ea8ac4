/**
 * How every Chromium this product starts is launched (previews, browser tests, bench): no
 * sandbox for root in containers, no GPU, and no background networking, without which Chromium
 * keeps dialling Google services that closed networks refuse.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
