import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { randomUuid, useSendKey, type SendKeyState } from './use-send-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const photo = (bytes: string, name = 'porch.jpg') => new File([bytes], name, { lastModified: 1_700_000_000_000 });

describe('the Idempotency-Key of what a form sends', () => {
  it('stays the same while the same thing is sent again, and changes with it', () => {
    const { result } = renderHook(() => useSendKey());
    const first = result.current.keyFor({ content: 'Is it still there?' });
    expect(first).toMatch(UUID_V4);
    expect(result.current.keyFor({ content: 'Is it still there?' })).toBe(first);
    const changed = result.current.keyFor({ content: 'Is it still there? I can come at 9.' });
    expect(changed).not.toBe(first);
    expect(result.current.keyFor({ content: 'Is it still there?' })).not.toBe(first); // only the last attempt is retried
  });

  it('tells photos apart, which JSON alone writes as {}', () => {
    const { result } = renderHook(() => useSendKey());
    const withOne = result.current.keyFor([{ title: 'Dresser' }, photo('aaaa')]);
    expect(result.current.keyFor([{ title: 'Dresser' }, photo('aaaa')])).toBe(withOne);
    expect(result.current.keyFor([{ title: 'Dresser' }, photo('bbbbbb')])).not.toBe(withOne);
  });

  it('is new once the thing was made: the same message again is another message', () => {
    const { result } = renderHook(() => useSendKey());
    const first = result.current.keyFor({ content: 'OK' });
    result.current.made();
    expect(result.current.keyFor({ content: 'OK' })).not.toBe(first);
  });

  it('is a UUID where the page cannot use crypto.randomUUID (plain http on a LAN address)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, randomUuid));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID; // the page's own again
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('a key whose send went unanswered (decision 0094)', () => {
  const memoryStore = () => {
    let kept: SendKeyState | null = null;
    return { read: () => kept, write: (state: SendKeyState | null) => void (kept = state) };
  };

  it('stays whatever changes, since the server may have made it, and says what changed', () => {
    const { result } = renderHook(() => useSendKey());
    const first = result.current.keyFor({ title: 'Porch sale' });
    result.current.unanswered();
    expect(result.current.keyFor({ title: 'Porch sale, Saturday' })).toBe(first);
    expect(result.current.changedSinceFirst({ title: 'Porch sale, Saturday' })).toBe(true);
    expect(result.current.changedSinceFirst({ title: 'Porch sale' })).toBe(false);
    result.current.made();
    expect(result.current.keyFor({ title: 'Porch sale, Saturday' })).not.toBe(first);
  });

  it('is kept through a reload by its store, and forgotten there once made', () => {
    const store = memoryStore();
    const before = renderHook(() => useSendKey(store));
    const first = before.result.current.keyFor({ title: 'Porch sale' });
    before.result.current.unanswered();

    const after = renderHook(() => useSendKey(store)); // the page again, with the draft restored
    expect(after.result.current.changedSinceFirst({ title: 'Porch sale, Saturday' })).toBe(true);
    expect(after.result.current.keyFor({ title: 'Porch sale, Saturday' })).toBe(first);
    after.result.current.made();
    expect(store.read()).toBeNull();
  });

  it('is not kept by a store while every send was answered', () => {
    const store = memoryStore();
    const { result } = renderHook(() => useSendKey(store));
    result.current.keyFor({ title: 'Porch sale' });
    expect(store.read()).toBeNull();
  });
});
