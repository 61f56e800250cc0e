import { isIPv6 } from 'node:net';

/**
 * Whom a per-address limit counts together: an IPv4 address, or the /64 network of an IPv6 one.
 * Providers hand each home and phone a whole /64, so counting single IPv6 addresses would let one
 * client pick a fresh address for every request and never meet a limit.
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mappedIPv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mappedIPv4) return mappedIPv4;
  return `${hextetsOf(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded, without leading zeros. */
function hextetsOf(ip: string): string[] {
  const [address = ''] = ip.toLowerCase().split('%'); // a zone (fe80::1%eth0) names an interface, not a network
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) stands for the last two groups.
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}
