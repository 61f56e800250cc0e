import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@yardsale/core/api-types';
import { isLanguage } from '@yardsale/core/constants';
import type { RegistrationInput } from '@yardsale/core/schemas/auth';
import { i18n } from '@/lib/i18n';
import { api } from '@/lib/api-client';
import { rememberSignedInUser } from '@/lib/auth';

/**
 * POST /api/register {username, password, language}: 201 with the new user, who is then signed in.
 * The account keeps the page's language (the device's) and its verification e-mail is written in it.
 */
export const register = (input: RegistrationInput) =>
  api.post<CurrentUser>('/api/register', isLanguage(i18n.language) ? { ...input, language: i18n.language } : input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}
