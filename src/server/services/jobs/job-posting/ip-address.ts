import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * "a.b.c.d", any textual IPv6 form ("x:y::z", embedded IPv4, a zone) or "[x:y::z]", read by
 * ipaddr.js. IPv4 must be four decimal parts: ipaddr.js would also read "127.1" or octal, which
 * DNS never returns and a URL's host has already been normalised out of, so they are not
 * addresses here.
 */
export function parseAddress(text: string): IpAddress | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return null;
}

/** Whether `address` lies in the network `cidr` ("10.0.0.0/8", "fc00::/7"). */
export function isInNetwork(address: IpAddress, network: [IpAddress, number]): boolean {
  return address.kind() === network[0].kind() && address.match(network);
}
