import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInviteBody, StaffInviteResponse, StaffListResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

const staffKey = ['admin', 'staff'] as const;

/** GET /api/admin/staff (owner): the members (owner included) and the invitations not yet accepted. */
const getStaff = (signal?: AbortSignal) => apiFetch<StaffListResponse>('/api/admin/staff', { auth: true, signal });
const staffQueryOptions = () => queryOptions({ queryKey: staffKey, queryFn: ({ signal }) => getStaff(signal) });
export const useStaff = () => useQuery(staffQueryOptions());

/** POST /api/admin/staff {email, name?}: promotes an existing account or e-mails an invitation. */
export const inviteStaff = (body: StaffInviteBody) => apiFetch<StaffInviteResponse>('/api/admin/staff', { method: 'POST', auth: true, body });
/** DELETE /api/admin/staff/{id}: the member goes back to being a customer. */
export const removeStaff = (id: string) => apiFetch<{ success: true }>(`/api/admin/staff/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
/** DELETE /api/admin/staff/invites/{id}: the invitation's link stops working. */
export const revokeInvite = (id: string) => apiFetch<{ success: true }>(`/api/admin/staff/invites/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

/** A staff write; the list refetches after it. */
export function useStaffAction<TArg, TResult>(write: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }) });
}
