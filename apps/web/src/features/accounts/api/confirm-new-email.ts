import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmail } from './accounts';
import { getCurrentUser } from './get-current-user';
import { accountKeys } from './keys';
import { useAuth } from '@/lib/auth';

/**
 * Confirms a changed e-mail with the code sent to it: POST /api/auth/verify-email
 * {email: pendingEmail, verificationCode}, then GET /api/auth/verify so the profile and the session
 * show the new login e-mail. Errors: the server's text ('Invalid or expired verification code').
 */
export function useConfirmNewEmail() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: async ({ email, code }: { email: string; code: string }) => {
      const reply = await verifyEmail(email, code);
      const user = await getCurrentUser();
      return { message: reply.message, user };
    },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(accountKeys.me, user);
      updateUser(user);
    },
  });
}
