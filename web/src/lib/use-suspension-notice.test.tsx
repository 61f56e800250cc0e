import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledMessage } from '@yardsale/core/schemas/filled-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { ToastProvider } from '@/components/ui/toast-provider';
import { changeLanguage } from '@/lib/i18n';
import { ApiError, reportUnauthorized } from './api-client';
import { needsSignIn, useSuspensionNotice } from './use-suspension-notice';

const suspended = JSON.stringify({ message: filledMessage('suspended', { reason: 'Selling fake tickets' }) });

afterEach(async () => {
  cleanup();
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
