import { isIPv4, isIPv6 } from 'node:net';

/** How many leading bits name one network: an ISP hands a customer a /24 of IPv4 or a /48 of IPv6. */
export interface NetworkPrefixes {
  ipv4: number;
  ipv6: number;
}

/**
 * The network an address belongs to, as CIDR text ('203.0.113.0/24', '2001:db8:1::/48'): the key
 * registrations are counted and listed under, so one actor's many addresses count once. An IPv4
 * address mapped into IPv6 counts as IPv4; anything else (no address) is its own network.
 */
export function networkOf(address: string, prefixes: NetworkPrefixes): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) {
    const bits = ip.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
    const kept = prefixes.ipv4 === 0 ? 0 : Math.floor(bits / 2 ** (32 - prefixes.ipv4)) * 2 ** (32 - prefixes.ipv4);
    const octets = [24, 16, 8, 0].map((shift) => Math.floor(kept / 2 ** shift) % 256);
    return `${octets.join('.')}/${prefixes.ipv4}`;
  }
  if (isIPv6(ip)) {
    const groups = expandIpv6(ip).map((group, index) => {
      const bitsLeft = Math.max(0, Math.min(16, prefixes.ipv6 - index * 16));
      return bitsLeft === 0 ? 0 : group & (0xffff << (16 - bitsLeft)) & 0xffff;
    });
    return `${compressIpv6(groups)}/${prefixes.ipv6}`;
  }
  return address;
}

/** The eight 16-bit groups of an IPv6 address ('::' filled in, an embedded IPv4 tail read as two groups). */
function expandIpv6(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}

/** The groups in hex with the trailing zero groups written '::' (a prefix zeroes only the end). */
function compressIpv6(groups: number[]): string {
  let end = groups.length;
  while (end > 0 && groups[end - 1] === 0) end -= 1;
  const written = groups.slice(0, end).map((group) => group.toString(16));
  return end === groups.length ? written.join(':') : `${written.join(':')}::`;
}
