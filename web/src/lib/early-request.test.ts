import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_FRESH_MS, earlyRequest } from './early-request';

function counted() {
  let sent = 0;
  const request = earlyRequest(async (label: string) => `${label} ${++sent}`);
  return { request, sent: () => sent };
}

afterEach(() => vi.useRealTimers());

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

  it('sends afresh when the early answer was started too long ago', async () => {
    vi.useFakeTimers();
    const { request, sent } = counted();
    void request.start('early');
    vi.advanceTimersByTime(EARLY_ANSWER_FRESH_MS + 1);
    await expect(request.take('late')).resolves.toBe('late 2');
    expect(sent()).toBe(2);
  });

  it('passes an early failure to its taker, and nowhere else', async () => {
    const request = earlyRequest(async () => {
      throw new Error('offline');
    });
    void request.start();
    await expect(request.take()).rejects.toThrow('offline');
  });
});
