// Where the server may post a push: an endpoint is a URL a browser gave us, so every address its name
// leads to must be public, checked where the connection is made. A name that passes the subscription's
// check (a public-looking host name) but resolves to this machine is refused before any connection;
// `localhost` stands in for such a name, since this machine resolves it without a DNS server.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayConnectTo, NotPublicAddressError, postToPushService } from '@/services/push/push-transport';
import { startFakePushService, type FakePushService } from './support/push-service';

/** A server that only counts the connections made to it. */
let listener: Server;
let connections = 0;
let port = 0;
let pushService: FakePushService;
beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
  pushService = await startFakePushService();
});
afterAll(async () => {
  await pushService.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

const push = (endpoint: string, allowLoopback = false) =>
  postToPushService(endpoint, { headers: { TTL: '60' }, body: Buffer.from('sealed'), timeoutMs: 2000, allowLoopback });

describe('the addresses a push may go to', () => {
  it('are public ones: not this machine, private networks, link-local, shared, reserved or documentation ranges', () => {
    for (const address of ['142.250.72.10', '17.253.144.10', '2607:f8b0:4005:80a::200a', '2a00:1450:4001:82b::200a']) {
      expect(mayConnectTo(address, false), address).toBe(true);
    }
    const notPublic = ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
      '198.51.100.7', '::1', '::', 'fe80::1', 'fec0::1', 'fd00::1', 'ff02::1', '2001:db8::1',
      // IPv4 inside IPv6: compatible, mapped, NAT64, 6to4 and Teredo forms.
      '::7f00:1', '::ffff:127.0.0.1', '64:ff9b::a00:1', '64:ff9b:1::a00:1', '2002:a00:1::', '2001:0:a00:1::1'];
    for (const address of notPublic) expect(mayConnectTo(address, false), address).toBe(false);
  });

  it('include this machine outside production only, for a stand-in push service', () => {
    expect(mayConnectTo('127.0.0.1', true)).toBe(true);
    expect(mayConnectTo('::1', true)).toBe(true);
    expect(mayConnectTo('10.1.2.3', true)).toBe(false);
  });
});

describe('posting a push', () => {
  it('connects nowhere when the name leads to this machine, or the address is written in the URL', async () => {
    const before = connections;
    await expect(push(`https://localhost:${port}/push/abc`)).rejects.toThrow(NotPublicAddressError);
    await expect(push(`https://127.0.0.1:${port}/push/abc`)).rejects.toThrow(NotPublicAddressError);
    await expect(push(`https://[::1]:${port}/push/abc`)).rejects.toThrow(NotPublicAddressError);
    await expect(push(`http://example.com:${port}/push/abc`)).rejects.toThrow('A push service is reached over https only');
    // Plain http outside production is for a stand-in on this machine only.
    await expect(push(`http://example.com:${port}/push/abc`, true)).rejects.toThrow('A push service is reached over https only');
    expect(connections).toBe(before);

    // The same name connects where this machine is allowed: the refusal above is the check's, not the network's.
    await expect(push(`https://localhost:${port}/push/abc`, true)).rejects.toThrow();
    expect(connections).toBe(before + 1);
  });

  it("answers the push service's status, never following a redirect", async () => {
    pushService.answer('/push/moved', 307);
    expect(await push(`${pushService.url.replace('127.0.0.1', 'localhost')}/push/fine`, true)).toBe(201);
    expect(await push(`${pushService.url}/push/moved`, true)).toBe(307);
    expect(pushService.requests.map((request) => [request.path, request.body.toString()])).toEqual([
      ['/push/fine', 'sealed'],
      ['/push/moved', 'sealed'],
    ]);
  });
});

describe('a push service that answers a line at a time', () => {
  it('is given up on once the whole exchange took the timeout, though it never went silent', async () => {
    const sockets = new Set<Socket>();
    const drip = createServer((socket) => {
      sockets.add(socket);
      // A status line, then one header line after another: the answer's head never ends.
      socket.write('HTTP/1.1 201 Created\r\n');
      const timer = setInterval(() => socket.write('X-Drip: 1\r\n'), 50);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => drip.listen(0, '127.0.0.1', resolve));
    try {
      const { port: dripPort } = drip.address() as AddressInfo;
      const slow = postToPushService(`http://127.0.0.1:${dripPort}/push/slow`, { headers: {}, body: Buffer.from('x'), timeoutMs: 300, allowLoopback: true });
      await expect(slow).rejects.toThrow('The push service did not answer within 300 ms');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => drip.close(() => resolve()));
    }
  });
});
