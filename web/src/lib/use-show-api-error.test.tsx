import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filledMessage } from '@yardsale/core/schemas/filled-messages';
import { CLASSIFIED_MESSAGES, PHOTO_NOT_READABLE } from '@yardsale/core/schemas/validation-messages';
import { ToastProvider } from '@/components/ui/toast-provider';
import { changeLanguage } from '@/lib/i18n';
import { ApiError } from './api-client';
import { useShowApiError } from './use-show-api-error';

const refusal = new ApiError(400, JSON.stringify({ message: 'Password is incorrect', errors: { password: 'Password is incorrect' } }), 'Bad Request');
const toastText = { title: 'Delete failed', fallback: 'Please try again.' };

function show(error: unknown, options: { fieldsOnly?: boolean; retry?: () => void } = {}) {
  const setErrors = vi.fn();
  const { result } = renderHook(() => useShowApiError(), { wrapper: ToastProvider });
  act(() => result.current(error, { ...toastText, setErrors, ...options }));
  return setErrors;
}

afterEach(cleanup);

describe('useShowApiError', () => {
  it('puts each field message under its field and the message in a toast', () => {
    expect(show(refusal)).toHaveBeenCalledWith({ password: 'Password is incorrect' });
    expect(screen.getByRole('alert').textContent).toBe('Delete failedPassword is incorrect');
  });

  it('with fieldsOnly, tells a field message only under the field', () => {
    expect(show(refusal, { fieldsOnly: true })).toHaveBeenCalledWith({ password: 'Password is incorrect' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts the fallback when there is no answer from the API', () => {
    expect(show(new TypeError('Failed to fetch'), { fieldsOnly: true })).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Delete failedPlease try again.');
  });

  it("offers 'Try again' when the request got no answer, and sends it again from there", () => {
    const retry = vi.fn();
    show(new TypeError('Failed to fetch'), { retry });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no second try of a refusal, which would be refused again', () => {
    show(refusal, { retry: vi.fn() });
    expect(screen.getByRole('alert').textContent).toBe('Delete failedPassword is incorrect');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("tells a photo the server could not read in the spec's own words, not under the form's title", () => {
    show(new ApiError(400, JSON.stringify({ message: PHOTO_NOT_READABLE }), 'Bad Request'));
    expect(screen.getByRole('alert').textContent).toBe('Upload ErrorFailed to process the image file');
  });
});

describe('ApiError.body', () => {
  it('is the API answer, with a 429 its wait, and nothing for a page that is not one', () => {
    const limited = new ApiError(429, JSON.stringify({ message: 'Too many attempts', retryAfterSeconds: 60 }), 'Too Many Requests');
    expect(limited.body).toEqual({ message: 'Too many attempts', retryAfterSeconds: 60 });
    expect(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').body).toBeUndefined();
  });
});

describe("the API's message in the reader's language", () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it("is translated when it is one of the shared schemas' messages, and shown as it came otherwise", async () => {
    await changeLanguage('fr');
    const translated = (await import('@/locales/fr/validation.json')).default as Record<string, unknown>;
    show(new ApiError(400, JSON.stringify({ message: CLASSIFIED_MESSAGES.outsideServiceArea }), 'Bad Request'));
    expect(screen.getByRole('alert').textContent).toBe(`Delete failed${translated[CLASSIFIED_MESSAGES.outsideServiceArea]}`);
    expect(translated[CLASSIFIED_MESSAGES.outsideServiceArea]).toMatch(/Canada/);
    cleanup();
    show(new ApiError(400, JSON.stringify({ message: 'A refusal nobody translated' }), 'Bad Request'));
    expect(screen.getByRole('alert').textContent).toBe('Delete failedA refusal nobody translated');
  });

  it("is said again with its value when the API wrote one in: a wait's plural form, a suspension's reason as written", async () => {
    const limited = (minutes: number) => new ApiError(429, JSON.stringify({ message: filledMessage('retryInMinutes', { count: minutes }) }), 'Too Many Requests');
    show(limited(1));
    expect(screen.getByRole('alert').textContent).toBe('Delete failedToo many requests. Please try again in 1 minute.');
    cleanup();
    await changeLanguage('fr');
    show(limited(1));
    expect(screen.getByRole('alert').textContent).toBe('Delete failedTrop de requêtes. Veuillez réessayer dans 1 minute.');
    cleanup();
    show(limited(15));
    expect(screen.getByRole('alert').textContent).toBe('Delete failedTrop de requêtes. Veuillez réessayer dans 15 minutes.');
    cleanup();
    await changeLanguage('ja');
    show(new ApiError(403, JSON.stringify({ message: filledMessage('suspended', { reason: 'Selling <b>fakes</b>' }) }), 'Forbidden'));
    expect(screen.getByRole('alert').textContent).toBe('Delete failedこのアカウントは利用停止中です：Selling <b>fakes</b>');
  });
});
