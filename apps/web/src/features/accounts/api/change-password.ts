import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ack, ChangePasswordBody } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Spec 02 §8 Profile: the fallback when the server gives no reason. */
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';

/**
 * POST /api/users/change-password {currentPassword, newPassword} (auth). 400 'Current password is
 * incorrect' when the current one is wrong. The server revokes every other session of the user.
 */
function changePassword(body: ChangePasswordBody): Promise<Ack> {
  return apiFetch<Ack>('/api/users/change-password', { method: 'POST', auth: true, body });
}

/** Changes the password, then refreshes the user (its `last_password_change`). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
