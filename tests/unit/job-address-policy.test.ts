import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRefusedAddress } from '../../src/server/services/jobs/job-posting/address-policy';
import { parseAddress } from '../../src/server/services/jobs/job-posting/ip-address';
import { PROPERTY_SEED } from '../helpers/property-seed';

const bytesOf = (text: string) => parseAddress(text)?.toByteArray() ?? null;

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

describe('describeRefusedAddress', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['10.0.0.1', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.0.10', 'a private network address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['100.100.100.200', 'a carrier-grade NAT address'],
    ['169.254.169.254', 'a link-local or cloud metadata address'],
    ['169.254.170.2', 'a link-local or cloud metadata address'],
    ['168.63.129.16', 'a cloud metadata address'],
    ['0.0.0.0', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['224.0.0.251', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['192.0.2.1', 'a documentation address'],
    ['2001:db8::1', 'a documentation address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['fd00:ec2::254', 'a unique-local or cloud metadata address'],
    ['fc00::1', 'a unique-local or cloud metadata address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'a reserved or tunnelled address'],
    ['::ffff:10.0.0.1', 'a private network address (10.0.0.1 inside an IPv6 address)'],
    ['::ffff:a9fe:a9fe', 'a link-local or cloud metadata address (169.254.169.254 inside an IPv6 address)'],
    ['64:ff9b::7f00:1', 'a loopback address (127.0.0.1 inside an IPv6 address)'],
    ['2002:c0a8:0101::1', 'a private network address (192.168.1.1 inside an IPv6 address)'],
    ['::127.0.0.1', 'a loopback address (127.0.0.1 inside an IPv6 address)'],
    ['[::1]', 'a loopback address'],
    ['localhost', 'not an IP address'],
    ['1.2.3', 'not an IP address'],
  ])('refuses %s as %s', (address, reason) => {
    expect(describeRefusedAddress(address, strict)).toBe(reason);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(describeRefusedAddress(address, strict)).toBeNull();
  });

  it('lets the flag admit loopback, and only loopback', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(describeRefusedAddress(address, loopbackAllowed), address).toBeNull();
    }
    for (const address of ['10.0.0.1', '169.254.169.254', 'fd00:ec2::254', '0.0.0.0', '::', '192.168.1.1']) {
      expect(describeRefusedAddress(address, loopbackAllowed), address).not.toBeNull();
    }
  });

  it(`judges an IPv4-mapped IPv6 address exactly as its IPv4 address (fast-check, seed ${PROPERTY_SEED})`, () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const mapped = describeRefusedAddress(`::ffff:${v4}`, strict);
        const plain = describeRefusedAddress(v4, strict);
        expect(mapped === null).toBe(plain === null);
      }),
    );
  });
});

describe('parseAddress', () => {
  it(`reads every textual IPv6 form to the same 16 bytes (fast-check, seed ${PROPERTY_SEED})`, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), (groups) => {
        const full = groups.map((group) => group.toString(16)).join(':');
        const padded = groups.map((group) => group.toString(16).padStart(4, '0')).join(':');
        const bytes = groups.flatMap((group) => [group >> 8, group & 0xff]);
        expect(bytesOf(full)).toEqual(bytes);
        expect(bytesOf(padded)).toEqual(bytes);
      }),
    );
    expect(bytesOf('1::')).toEqual([0, 1, ...new Array(14).fill(0)]);
    expect(bytesOf('::ffff:1.2.3.4')).toEqual([...new Array(10).fill(0), 255, 255, 1, 2, 3, 4]);
    expect(parseAddress('10.0.0.256')).toBeNull();
    expect(parseAddress('1::2::3')).toBeNull();
    // Shorthand and octal IPv4 are not addresses here: DNS never returns them.
    expect(parseAddress('127.1')).toBeNull();
    expect(parseAddress('0177.0.0.1')).toBeNull();
  });
});
