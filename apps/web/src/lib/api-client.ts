import { env } from '@/config/env';
import { takeBootReply } from './boot';
import { AUTH_EXPIRED, dispatchAppEvent } from './events';
import { clearSession, getToken } from './session';

/** Spec 01 §8: the texts for a failed fetch and for an authenticated call without a token. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const NO_TOKEN_MESSAGE = 'No authentication token found';

/**
 * A failed call: `status` is the HTTP status (0 for a network failure or a missing token),
 * `message` the server's `error` text shown as it is, `fields` the per-field messages of a 400.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get isNetworkError(): boolean {
    return this.status === 0 && this.message === NETWORK_ERROR_MESSAGE;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the bearer token; fails with 'No authentication token found' without one. A 401 logs out. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Base URL + path: the API lives under /api on the same origin unless VITE_API_URL says otherwise. */
export function apiUrl(path: string): string {
  return `${env.apiUrl}${path}`;
}

/** Like apiFetch, and also hands back the Response (for headers such as X-Total-Count). */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<{ data: T; response: Response }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let token: string | null = null;
  if (options.auth) {
    token = getToken();
    if (!token) throw new ApiError(0, NO_TOKEN_MESSAGE);
    headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const method = options.method ?? 'GET';
  // The page's first anonymous GETs may already be answered in its HTML (docs/decisions/060).
  const primed = method === 'GET' && !token ? takeBootReply(path) : null;
  let response: Response;
  try {
    response = primed ?? (await fetch(apiUrl(path), { method, headers, body, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text().catch(() => '');
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    const payload = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const message =
      (typeof payload.error === 'string' && payload.error) ||
      (typeof payload.message === 'string' && payload.message) ||
      `Request failed (${response.status})`;
    const fields = payload.fields && typeof payload.fields === 'object' ? (payload.fields as Record<string, string>) : {};
    // A rejected token ends the session, but only if it is still the stored one (a newer login wins).
    if (response.status === 401 && options.auth && getToken() === token) {
      clearSession();
      dispatchAppEvent(AUTH_EXPIRED);
    }
    throw new ApiError(response.status, message, fields, payload);
  }
  return { data: data as T, response };
}

/**
 * Calls the API and returns the parsed JSON body. Errors are ApiError: the server's `error` text,
 * 'Network error. Please check your connection.' when the request could not be made.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/**
 * The message to show for any thrown value: the server's own text, the network / missing-token
 * texts, else `fallback` (also for a reply that said nothing readable, e.g. a bare 502 from a proxy).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  if (error.status === 0) return error.message;
  const said = error.body.error ?? error.body.message;
  return typeof said === 'string' && said ? error.message : fallback;
}
