import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSendWhenBack, WAITING_RETRY_MS } from './use-send-when-back';

/** A send whose answer the test gives: what is left waiting (the words) or null (sent, or refused). */
function controlledSend() {
  const answers: ((left: string | null) => void)[] = [];
  const sendOnce = vi.fn((_quietly: boolean) => new Promise<string | null>((resolve) => answers.push(resolve)));
  const answer = async (left: string | null) => act(async () => answers.shift()!(left));
  return { sendOnce, answer };
}

describe('a message that got no answer (useSendWhenBack)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits, and is tried again quietly when the browser is back online and at each retry time', async () => {
    const { sendOnce, answer } = controlledSend();
    const { result } = renderHook(() => useSendWhenBack('On my way!', sendOnce));
    act(() => void result.current.send());
    expect(sendOnce).toHaveBeenLastCalledWith(false);
    await answer('On my way!');
    expect(result.current.isWaiting).toBe(true);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(sendOnce).toHaveBeenLastCalledWith(true);
    await answer('On my way!');
    act(() => void vi.advanceTimersByTime(WAITING_RETRY_MS));
    expect(sendOnce).toHaveBeenCalledTimes(3);
    await answer(null);
    expect(result.current.isWaiting).toBe(false);
    act(() => void vi.advanceTimersByTime(WAITING_RETRY_MS * 3));
    expect(sendOnce).toHaveBeenCalledTimes(3);
  });

  it('makes one try at a time: a tap or a tick while one is under way sends nothing more, and keeps it waiting', async () => {
    const { sendOnce, answer } = controlledSend();
    const { result } = renderHook(() => useSendWhenBack('On my way!', sendOnce));
    act(() => void result.current.send());
    await answer('On my way!');
    act(() => void vi.advanceTimersByTime(WAITING_RETRY_MS)); // a quiet try, stalled
    act(() => void result.current.send());
    act(() => void vi.advanceTimersByTime(WAITING_RETRY_MS));
    expect(sendOnce).toHaveBeenCalledTimes(2);
    expect(result.current.isWaiting).toBe(true);
  });

  it('stops trying once the words in the field are changed', async () => {
    const { sendOnce, answer } = controlledSend();
    const { result, rerender } = renderHook(({ content }) => useSendWhenBack(content, sendOnce), { initialProps: { content: 'On my way!' } });
    act(() => void result.current.send());
    await answer('On my way!');
    rerender({ content: 'On my way! Ten minutes.' });
    expect(result.current.isWaiting).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void vi.advanceTimersByTime(WAITING_RETRY_MS * 2));
    expect(sendOnce).toHaveBeenCalledTimes(1);
  });
});
