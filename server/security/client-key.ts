import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, `::` filled in (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const part = (text: string | undefined) =>
    (text ? text.split(':') : []).flatMap((group) => {
      if (!isIPv4(group)) return [group];
      const [a, b, c, d] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const start = part(head);
  const end = part(tail);
  const zeros = tail === undefined ? [] : Array(8 - start.length - end.length).fill('0');
  return [...start, ...zeros, ...end];
}

/**
 * Whose share of the connections a peer address counts against. An IPv4 address is one
 * client (also in its IPv4-mapped IPv6 spelling); for IPv6 the unit is the /64 prefix,
 * because one subscriber is handed a whole /64 and could otherwise use a fresh address
 * for every connection.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(bare);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const prefix = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
