import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SmsCodeSent } from '@yardsale/core/api-types';
import type { SmsCodeInput, SmsNumberInput } from '@yardsale/core/schemas/sms';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/** POST /api/users/sms-number: texts a code to the number (decision 0077); 400 names a number that is no US or Canadian one. */
export const textCode = (input: SmsNumberInput) => api.post<SmsCodeSent>('/api/users/sms-number', input);

export function useTextCode() {
  return useMutation({ mutationFn: textCode });
}

/** The answer is the account with its number and texts on, or off with it removed. */
function useAccountChange<Input>(change: (input: Input) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user) });
}

/** POST /api/users/sms-number/verify: the texted code proves the number. */
export const useConfirmCode = () => useAccountChange((input: SmsCodeInput) => api.post<CurrentUser>('/api/users/sms-number/verify', input));

/** DELETE /api/users/sms-number: no more texts, and no number kept. */
export const useRemoveNumber = () => useAccountChange(() => api.delete<CurrentUser>('/api/users/sms-number'));
