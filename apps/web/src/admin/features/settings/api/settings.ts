import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AdminSettingsBody, AdminSettingsResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings (owner): MTN MoMo Pay merchant code, Airtel Money number, sales e-mail (null when unset). */
const getSettings = async (signal?: AbortSignal): Promise<AdminSettings> => (await apiFetch<AdminSettingsResponse>('/api/admin/settings', { auth: true, signal })).settings;
const settingsQueryOptions = () => queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });
export const useSettings = () => useQuery(settingsQueryOptions());

/** PUT /api/admin/settings: only the fields sent change; "" clears one. Answers the settings as they are now. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminSettingsBody) => (await apiFetch<AdminSettingsResponse>('/api/admin/settings', { method: 'PUT', auth: true, body })).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
