import ipaddr from 'ipaddr.js';
import { type IpAddress, isInNetwork, parseAddress } from './ip-address';

/**
 * Which destinations the job-posting import may connect to: public unicast only. Everything an
 * attacker could reach through us (SSRF) is refused: the host itself, private and carrier-grade
 * NAT networks, link-local (cloud metadata at 169.254.169.254), unique-local (AWS's fd00:ec2::254),
 * multicast, reserved and documentation ranges, and IPv6 forms that embed such an IPv4 address.
 */

type Rule = { network: [IpAddress, number]; reason: string };

const rule = (cidr: string, reason: string): Rule => ({ network: ipaddr.parseCIDR(cidr), reason });

const LOOPBACK = 'a loopback address';
const PRIVATE = 'a private network address';

const IPV4_RULES: Rule[] = [
  rule('0.0.0.0/8', 'an unspecified address'),
  rule('10.0.0.0/8', PRIVATE),
  rule('100.64.0.0/10', 'a carrier-grade NAT address'),
  rule('127.0.0.0/8', LOOPBACK),
  rule('169.254.0.0/16', 'a link-local or cloud metadata address'),
  rule('172.16.0.0/12', PRIVATE),
  rule('192.0.0.0/24', 'a reserved address'),
  rule('192.0.2.0/24', 'a documentation address'),
  rule('192.88.99.0/24', 'a reserved address'),
  rule('192.168.0.0/16', PRIVATE),
  rule('198.18.0.0/15', 'a reserved address'),
  rule('198.51.100.0/24', 'a documentation address'),
  rule('203.0.113.0/24', 'a documentation address'),
  rule('224.0.0.0/4', 'a multicast address'),
  rule('240.0.0.0/4', 'a reserved address'),
  // Azure's wire server and instance metadata answer on this public-looking address.
  rule('168.63.129.16/32', 'a cloud metadata address'),
];

const IPV6_RULES: Rule[] = [
  rule('::/128', 'an unspecified address'),
  rule('::1/128', LOOPBACK),
  rule('64:ff9b:1::/48', PRIVATE),
  rule('100::/64', 'a reserved address'),
  rule('2001::/23', 'a reserved or tunnelled address'),
  rule('2001:db8::/32', 'a documentation address'),
  rule('3fff::/20', 'a documentation address'),
  rule('5f00::/16', 'a reserved address'),
  rule('fc00::/7', 'a unique-local or cloud metadata address'),
  rule('fe80::/10', 'a link-local address'),
  rule('fec0::/10', 'a site-local address'),
  rule('ff00::/8', 'a multicast address'),
];

/** IPv6 prefixes whose last or middle bytes carry an IPv4 address that must pass the IPv4 rules. */
const EMBEDDED_IPV4: { rule: Rule; offset: number }[] = [
  { rule: rule('::ffff:0:0/96', ''), offset: 12 },
  { rule: rule('::ffff:0:0:0/96', ''), offset: 12 },
  { rule: rule('64:ff9b::/96', ''), offset: 12 },
  { rule: rule('2002::/16', ''), offset: 2 },
  // IPv4-compatible (deprecated) ::a.b.c.d
  { rule: rule('::/96', ''), offset: 12 },
];

export type AddressPolicy = { allowLoopback: boolean };

function refusalOfIPv4(address: IpAddress, policy: AddressPolicy): string | null {
  const match = IPV4_RULES.find((candidate) => isInNetwork(address, candidate.network));
  if (!match) return null;
  return match.reason === LOOPBACK && policy.allowLoopback ? null : match.reason;
}

/**
 * Why the import must not connect to `address`, or null when it may. Anything that does not
 * parse as an IP address is refused too.
 */
export function describeRefusedAddress(address: string, policy: AddressPolicy): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return 'not an IP address';
  if (parsed.kind() === 'ipv4') return refusalOfIPv4(parsed, policy);
  const direct = IPV6_RULES.find((candidate) => isInNetwork(parsed, candidate.network));
  if (direct) return direct.reason === LOOPBACK && policy.allowLoopback ? null : direct.reason;
  const embedding = EMBEDDED_IPV4.find((entry) => isInNetwork(parsed, entry.rule.network));
  if (embedding) {
    const bytes = parsed.toByteArray();
    const v4 = ipaddr.fromByteArray(bytes.slice(embedding.offset, embedding.offset + 4));
    const reason = refusalOfIPv4(v4, policy);
    return reason ? `${reason} (${v4.toString()} inside an IPv6 address)` : null;
  }
  return null;
}
