import { describe, expect, it } from 'vitest';
import { isPushEndpoint } from '../src/schemas/push';

describe('push endpoints', () => {
  it('are https on a public host name: the push services of every browser', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA%3d%3d',
      'https://push.example:8443/send',
    ]) expect(isPushEndpoint(endpoint, false), endpoint).toBe(true);
  });

  it('never reach the server’s own network: no http, IP address, localhost or user info', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/1',
      'https://10.0.0.7/send',
      'https://0x7f.1/send',
      'https://2130706433/send',
      'https://[::1]/send',
      'https://localhost/send',
      'https://push.localhost/send',
      'https://intranet/send',
      'https://user:secret@push.example/send',
      'https://push.example /send',
      'ftp://push.example/send',
    ]) expect(isPushEndpoint(endpoint, false), endpoint).toBe(false);
  });

  it('may be on this machine outside production (a local stand-in push service)', () => {
    for (const endpoint of ['http://127.0.0.1:4567/push/1', 'http://localhost:4567/push/1', 'https://[::1]:4567/push/1']) {
      expect(isPushEndpoint(endpoint, true), endpoint).toBe(true);
      expect(isPushEndpoint(endpoint, false), endpoint).toBe(false);
    }
    expect(isPushEndpoint('http://10.0.0.7/push', true)).toBe(false);
  });
});
