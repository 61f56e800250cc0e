import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, ProfileUpdate } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/** PATCH /api/users/profile: JSON with the changed parts, or multipart carrying an `avatar` file. */
export const updateProfile = (update: ProfileUpdate | FormData) => api.patch<CurrentUser>('/api/users/profile', update);

export function avatarForm(file: File): FormData {
  const form = new FormData();
  form.append('avatar', file);
  return form;
}

/** Saves profile changes; the answer is the updated user, then the current user is refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
