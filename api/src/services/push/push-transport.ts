// How a push reaches a push service. The endpoint is a URL a browser gave us, so the name in it is
// checked where the connection is made: every address it resolves to must be public. Checking the
// name alone let `127.0.0.1.nip.io` or a name of the attacker's that resolves to 10.0.0.5 (or to a
// public address first and a private one a second later) make the server post into its own network.
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses no push service has: this machine, private networks, link-local, shared, reserved and
 * documentation ranges. One list per family: a BlockList also matches an IPv4 address against IPv6
 * rules, and ::ffff:0:0/96 (IPv4 written as IPv6) would then refuse every IPv4 address.
 */
const NOT_PUBLIC = { ipv4: new BlockList(), ipv6: new BlockList() };
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.ipv4.addSubnet(network, prefix, 'ipv4');
// Also the IPv6 forms that carry an IPv4 address (IPv4-compatible, mapped, NAT64, 6to4, Teredo),
// which could lead to a private IPv4 network through a translator.
for (const [network, prefix] of [
  ['::', 96], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 32], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.ipv6.addSubnet(network, prefix, 'ipv6');
const LOOPBACK = { ipv4: new BlockList(), ipv6: new BlockList() };
LOOPBACK.ipv4.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.ipv6.addAddress('::1', 'ipv6');

export class NotPublicAddressError extends Error {
  constructor(host: string, address: string) {
    super(`The push service's name ${host} leads to ${address}, which is not a public address`);
    this.name = 'NotPublicAddressError';
  }
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const isLoopback = (address: string) => LOOPBACK[familyOf(address)].check(address, familyOf(address));

/** Whether the server may connect to `address`; `allowLoopback` (outside production) adds this machine. */
export function mayConnectTo(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return true;
  return !NOT_PUBLIC[familyOf(address)].check(address, familyOf(address));
}

/** A DNS lookup for connecting that fails unless every address of the name is one the server may reach. */
export function publicAddressLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((found) => !mayConnectTo(found.address, allowLoopback));
      if (refused) return callback(new NotPublicAddressError(hostname, refused.address), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface PushPost {
  headers: Record<string, string>;
  body: Buffer;
  timeoutMs: number;
  allowLoopback: boolean;
}

/**
 * POSTs an encrypted push and answers the push service's status. A literal address in the URL is
 * checked here, since a connection to one looks nothing up. Each push has a connection of its own
 * (`agent: false`): a pooled one could have been opened without the check. Redirects are never
 * followed, and `timeoutMs` bounds the whole exchange, not only a silence.
 */
export function postToPushService(endpoint: string, { headers, body, timeoutMs, allowLoopback }: PushPost): Promise<number> {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !mayConnectTo(host, allowLoopback)) return Promise.reject(new NotPublicAddressError(url.hostname, host));
  const plainHttp = url.protocol === 'http:';
  const standIn = allowLoopback && (host === 'localhost' || (isIP(host) > 0 && isLoopback(host)));
  if (url.protocol !== 'https:' && !(plainHttp && standIn)) return Promise.reject(new Error('A push service is reached over https only'));
  const request = plainHttp ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(body.length) },
      agent: false,
      lookup: publicAddressLookup(allowLoopback),
    });
    const timer = setTimeout(() => outgoing.destroy(new Error(`The push service did not answer within ${timeoutMs} ms`)), timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.on('response', (response) => {
      clearTimeout(timer);
      resolve(response.statusCode ?? 0);
      // Only the status matters: the connection goes with the answer, whatever its body.
      response.destroy();
    });
    outgoing.end(body);
  });
}
