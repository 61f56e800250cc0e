import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFakeApi } from '@/testing/fake-api';
import { api, ApiError } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('logs each request to the console, and a failed one as an error (SPEC section 7)', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFakeApi({ 'POST /api/favorites': { status: 201, body: { ok: true } } });

    await expect(api.post('/api/favorites', { listingId: 'a' })).resolves.toEqual({ ok: true });
    await expect(api.get('/api/nowhere')).rejects.toBeInstanceOf(ApiError);

    expect(debug.mock.calls).toEqual([['POST /api/favorites'], ['GET /api/nowhere']]);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toBe('GET /api/nowhere failed');
  });

  it("answers a 401 with null where asked, otherwise with the error 'Unauthorized' (SPEC section 7)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = { message: 'Please log in' };
    stubFakeApi({ 'GET /api/auth/user': { status: 401, body: refusal }, 'GET /api/favorites': { status: 401, body: refusal } });

    await expect(api.get('/api/auth/user', { nullOn401: true })).resolves.toBeNull();
    const failure = await api.get('/api/favorites').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Unauthorized', status: 401, serverMessage: 'Please log in' });
  });
});
