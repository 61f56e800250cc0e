import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@yardsale/core/limits';
import { useMessageDraft } from './use-message-draft';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLTextAreaElement>;

describe('a message being written', () => {
  it('keeps text past the limit, says so with the count, and is not ready to send until shortened', () => {
    const { result } = renderHook(() => useMessageDraft());
    const long = 'x'.repeat(LIMITS.messageMax + 5);
    act(() => result.current.field.onChange(typed(long)));
    expect(result.current.field.value).toBe(long);
    expect(result.current.ready).toBe(false);
    expect(result.current.helperText).toBe(`Message too long · ${LIMITS.messageMax + 5} / ${LIMITS.messageMax}`);
    act(() => result.current.field.onChange(typed(long.slice(5))));
    expect(result.current.ready).toBe(true);
    expect(result.current.helperText).toBe(`${LIMITS.messageMax} / ${LIMITS.messageMax}`);
  });

  it('counts nothing while far from the limit, and asks for text once erased', () => {
    const { result } = renderHook(() => useMessageDraft());
    act(() => result.current.field.onChange(typed('Is it still available?')));
    expect(result.current.helperText).toBeUndefined();
    act(() => result.current.field.onChange(typed('   ')));
    expect(result.current.ready).toBe(false);
    expect(result.current.helperText).toBe('Please enter a message');
  });

  it("keeps a conversation's unsent text for the next time it opens, until it is sent; others start empty", () => {
    const first = renderHook(() => useMessageDraft('me/sale-1/seller'));
    act(() => first.result.current.field.onChange(typed('Do you still have the bike?')));
    first.unmount();
    const again = renderHook(() => useMessageDraft('me/sale-1/seller'));
    expect(again.result.current.field.value).toBe('Do you still have the bike?');
    expect(renderHook(() => useMessageDraft('me/sale-2/seller')).result.current.field.value).toBe('');
    act(() => again.result.current.clear());
    again.unmount();
    expect(renderHook(() => useMessageDraft('me/sale-1/seller')).result.current.field.value).toBe('');
  });
});
