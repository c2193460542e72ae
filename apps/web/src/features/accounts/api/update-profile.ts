import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateProfileResponse, User } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { accountKeys } from './keys';

export type UpdateProfileReply = z.infer<typeof UpdateProfileResponse>;

/** Spec 02 §8 Profile: the fallback when the server gives no reason. */
export const UPDATE_PROFILE_FAILED = 'Failed to update profile';

/** The edit form's values after validation: a blank field is `undefined` (it is not sent). */
export interface ProfileValues {
  name?: string;
  email?: string;
  phone?: string;
}

/**
 * The multipart body of a profile edit (spec 01 §5: "Profile update sends only the fields that are
 * filled"): each filled field that differs from the current user (`name`, `email`, `phone`), and the
 * new picture as `profileImage`. `null` when nothing changed.
 */
export function profileChanges(user: Pick<User, 'name' | 'email' | 'phone'>, values: ProfileValues, picture: File | null): FormData | null {
  const form = new FormData();
  if (values.name && values.name !== user.name) form.set('name', values.name);
  if (values.email && values.email.toLowerCase() !== user.email.toLowerCase()) form.set('email', values.email);
  if (values.phone && values.phone !== user.phone) form.set('phone', values.phone);
  if (picture) form.set('profileImage', picture);
  return [...form.keys()].length > 0 ? form : null;
}

/**
 * PUT /api/users/{id} (auth, multipart) → {success, message, user, pendingEmail}. `pendingEmail` is
 * set when a new e-mail waits for the code just sent to it; until then the old one logs in.
 */
function updateProfile(id: string, form: FormData): Promise<UpdateProfileReply> {
  return apiFetch<UpdateProfileReply>(`/api/users/${encodeURIComponent(id)}`, { method: 'PUT', auth: true, body: form });
}

/** Saves a profile edit; the reply's user replaces the cached one and the session's (header picture). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) => updateProfile(id, form),
    onSuccess: (reply) => {
      queryClient.setQueryData(accountKeys.me, reply.user);
      updateUser(reply.user);
    },
  });
}
