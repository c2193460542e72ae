import { i18n } from '@lingui/core';
import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE, readableServerMessage } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/**
 * Fetches one of the owner's CSV exports (`/api/admin/<name>.csv?…`) with the bearer token and
 * hands it to the browser as a download (a plain link cannot carry the token). Throws ApiError
 * with the server's readable message (403 for staff), in the back office's language (decision 113).
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${getToken() ?? ''}`, Accept: 'text/csv', 'Accept-Language': i18n.locale || 'en' } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(response.status, readableServerMessage(response.status, payload), {}, payload);
  }
  const blob = await response.blob();
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A query string of the filters that are set. */
export function searchOf(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '' && value !== null) search.set(key, String(value));
  return search.toString();
}
