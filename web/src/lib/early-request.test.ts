import { describe, expect, it } from 'vitest';
import { earlyRequest } from './early-request';

function counted() {
  let sent = 0;
  const request = earlyRequest(async (label: string) => `${label} ${++sent}`);
  return { request, sent: () => sent };
}

describe('earlyRequest', () => {
  it('hands the answer started early to the first taker, and sends afresh for the next', async () => {
    const { request, sent } = counted();
    void request.start('early');
    await expect(request.take('late')).resolves.toBe('early 1');
    await expect(request.take('late')).resolves.toBe('late 2');
    expect(sent()).toBe(2);
  });

  it('sends when nothing was started', async () => {
    const { request, sent } = counted();
    await expect(request.take('now')).resolves.toBe('now 1');
    expect(sent()).toBe(1);
  });

  it('passes an early failure to its taker, and nowhere else', async () => {
    const request = earlyRequest(async () => {
      throw new Error('offline');
    });
    void request.start();
    await expect(request.take()).rejects.toThrow('offline');
  });
});
