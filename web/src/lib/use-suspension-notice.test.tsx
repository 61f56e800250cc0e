import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filledMessage } from '@yardsale/core/schemas/filled-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { ToastProvider } from '@/components/ui/toast-provider';
import { changeLanguage } from '@/lib/i18n';
import { ApiError, reportUnauthorized } from './api-client';
import { firstSessionCheck, getCurrentUser } from './auth';
import { needsSignIn, useSuspensionNotice } from './use-suspension-notice';

const suspended = JSON.stringify({ message: filledMessage('suspended', { reason: 'Selling fake tickets' }) });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('a suspension heard by any request while the app is open', () => {
  it("is told with its reason, in the reader's language", async () => {
    await changeLanguage('fr');
    renderHook(useSuspensionNotice, { wrapper: ToastProvider });
    act(() => reportUnauthorized(suspended));
    expect(screen.getByRole('alert').textContent).toBe('Ce compte est suspenduSelling fake tickets');
  });

  it('leaves a session that merely ended to the screens, which send the person to sign in', () => {
    renderHook(useSuspensionNotice, { wrapper: ToastProvider });
    act(() => reportUnauthorized(JSON.stringify({ message: REQUEST_MESSAGES.unauthorized })));
    act(() => reportUnauthorized('<html>Unauthorized</html>'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(needsSignIn(new ApiError(401, JSON.stringify({ message: REQUEST_MESSAGES.unauthorized }), 'Unauthorized'))).toBe(true);
    expect(needsSignIn(new ApiError(401, suspended, 'Unauthorized'))).toBe(false);
    expect(needsSignIn(new ApiError(403, JSON.stringify({ message: 'Forbidden' }), 'Forbidden'))).toBe(false);
  });
});

describe('a suspension since the last visit', () => {
  const answeringSuspended = () => vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(suspended, { status: 401 }))));

  it("is heard by the page's first session check, before the notice's code, and told once as the app opens as a guest's", async () => {
    answeringSuspended();
    expect(await getCurrentUser()).toBeNull();
    expect(firstSessionCheck.suspension).toBe(filledMessage('suspended', { reason: 'Selling fake tickets' }));

    const { rerender } = renderHook(useSuspensionNotice, { wrapper: ToastProvider });
    expect(screen.getByRole('alert').textContent).toBe('This account is suspendedSelling fake tickets');
    expect(firstSessionCheck.suspension).toBeUndefined();
    await act(() => changeLanguage('fr'));
    rerender();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("is not kept from a later check: the signed-in app it ends tells it (no second toast)", async () => {
    answeringSuspended();
    expect(await getCurrentUser()).toBeNull();
    expect(firstSessionCheck.suspension).toBeUndefined();
  });
});
