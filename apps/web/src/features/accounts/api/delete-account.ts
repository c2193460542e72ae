import { useMutation } from '@tanstack/react-query';
import type { Ack } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** Spec 02 §8 Profile. */
export const DELETE_ACCOUNT_MESSAGES = {
  failed: 'Failed to delete account',
  deleted: 'Your account has been deleted',
} as const;

/**
 * DELETE /api/users/account (auth). The server removes the personal data, keeps orders anonymised and
 * revokes every session, this one included.
 */
function deleteAccount(): Promise<Ack> {
  return apiFetch<Ack>('/api/users/account', { method: 'DELETE', auth: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
