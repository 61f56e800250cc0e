import { describe, expect, it } from 'vitest';
import { filledMessage, readFilledMessage } from '../src/schemas/filled-messages';
import { isSuspension } from '../src/schemas/suspension-message';

describe('a message with a value in it', () => {
  it('is written in English with the plural form of its count', () => {
    expect(filledMessage('retryInMinutes', { count: 1 })).toBe('Too many requests. Please try again in 1 minute.');
    expect(filledMessage('retryInMinutes', { count: 15 })).toBe('Too many requests. Please try again in 15 minutes.');
    expect(filledMessage('suspended', { reason: 'Spam' })).toBe('This account is suspended: Spam');
  });

  it('is read back to its name and values, a count as a number', () => {
    expect(readFilledMessage('Too many requests. Please try again in 1 minute.')).toEqual({ name: 'retryInMinutes', values: { count: 1 } });
    expect(readFilledMessage(filledMessage('retryInMinutes', { count: 42 }))).toEqual({ name: 'retryInMinutes', values: { count: 42 } });
  });

  it("keeps a reason as written, even one that looks like a pattern or spans lines", () => {
    const reason = 'Sold fakes (twice) at $5.00 [see report]\nsecond line {{count}}';
    expect(readFilledMessage(filledMessage('suspended', { reason }))).toEqual({ name: 'suspended', values: { reason } });
  });

  it('is not found in a message that only resembles one', () => {
    expect(readFilledMessage('Too many requests. Please try again in a minute.')).toBeUndefined();
    expect(readFilledMessage('Too many requests at once. Please wait for the ones under way.')).toBeUndefined();
    expect(readFilledMessage('Note: This account is suspended: Spam')).toBeUndefined();
  });
});

describe("a suspension's refusal", () => {
  it('is told apart from any other message by how it begins', () => {
    expect(isSuspension(filledMessage('suspended', { reason: 'Spam' }))).toBe(true);
    expect(isSuspension(filledMessage('suspended', { reason: '' }))).toBe(true);
    expect(isSuspension('Unauthorized')).toBe(false);
    expect(isSuspension('Note: This account is suspended: Spam')).toBe(false);
    expect(isSuspension(undefined)).toBe(false);
  });
});
