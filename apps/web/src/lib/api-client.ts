import { ERROR_STATUS } from '@atelier/contracts';
import { env } from '@/config/env';
import { takeBootReply } from './boot';
import { AUTH_EXPIRED, dispatchAppEvent } from './events';
import { clearSession, getToken } from './session';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec 01 §8: the texts for a failed fetch and for an authenticated call without a token. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const NO_TOKEN_MESSAGE = 'No authentication token found';

/** What `ApiError.message` says when the reply had nothing a customer could read (docs/decisions/091). */
const UNREADABLE_REPLY_MESSAGE = 'Something went wrong. Please try again.';

/** The client's own failure texts (the English above stays the key, letter for letter), translated. */
const CLIENT_ERROR_TEXTS = new Map([
  [NETWORK_ERROR_MESSAGE, msg`Network error. Please check your connection.`],
  [NO_TOKEN_MESSAGE, msg`No authentication token found`],
  [UNREADABLE_REPLY_MESSAGE, msg`Something went wrong. Please try again.`],
]);

/**
 * A text this client wrote into an ApiError (the network, missing-token and unreadable-reply lines)
 * in the active language; any other text (the server's, already in the page's language) as it is.
 */
function clientErrorText(text: string): string {
  const descriptor = CLIENT_ERROR_TEXTS.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** 'Network error. Please check your connection.' (spec 01 §8) in the active language. */
export const networkErrorText = (): string => clientErrorText(NETWORK_ERROR_MESSAGE);

/**
 * A failed call: `status` is the HTTP status (0 for a network failure or a missing token),
 * `readableMessage` the text a screen may show as it is (see `readableServerMessage`; the network and
 * missing-token lines for status 0) or undefined when the reply said nothing readable, `fields` the
 * per-field messages of a 400. `message` is `readableMessage`, else a friendly generic line, never a
 * status code; screens choose their text with `errorMessage(error, fallback)`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly readableMessage: string | undefined,
    readonly fields: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(readableMessage ?? UNREADABLE_REPLY_MESSAGE);
  }
  get isNetworkError(): boolean {
    return this.status === 0 && this.message === NETWORK_ERROR_MESSAGE;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  // The interface language, not the browser's: the server answers its messages in it (docs/decisions/109).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.locale || 'en', ...options.headers };
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
    const message = readableServerMessage(response.status, payload);
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
 * The text of a failed reply that a customer can read as it is, else undefined (docs/decisions/091):
 * the body's `error` (or `message`) string, except from a server fault (5xx) unless the server chose
 * the text on purpose, i.e. the reply carries one of the API's own codes other than INTERNAL. A 500's
 * 'Something went wrong on our side' says less than the call's own fallback, and a proxy's or a
 * crashed handler's text ('Internal error', 'Bad Gateway') is not written for customers.
 */
export function readableServerMessage(status: number, payload: Record<string, unknown>): string | undefined {
  const said = [payload.error, payload.message].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  if (!said) return undefined;
  if (status < 500) return said;
  const code = payload.code;
  return typeof code === 'string' && code !== 'INTERNAL' && Object.hasOwn(ERROR_STATUS, code) ? said : undefined;
}

/**
 * The one rule for the text of a failure on every screen (docs/decisions/091): the
 * reply's readable message (a refusal's own text, or the network / missing-token lines of spec 01 §8),
 * else `fallback`, the call's line from the specification's error catalogue. Never a status code or
 * an internal error text. Any other thrown value gives `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const readable = error instanceof ApiError ? error.readableMessage : undefined;
  if (readable === undefined) return fallback;
  // Status 0: a line this client wrote (offline, no token), shown in the page's language.
  return (error as ApiError).status === 0 ? clientErrorText(readable) : readable;
}

/** A status phrase ('Internal Server Error', 'Bad Gateway', …): a server's label for a fault, not words for a customer. */
const BARE_FAULT_TEXT = /^(internal( server)? error|server error|bad gateway|service unavailable|gateway time-?out|not implemented|unknown error|error)[.!]?$/i;

/**
 * The reason of a failed call on the screens whose spec shows "the server message" or "Error: …
 * with the reason" (help center, newsletter, the gallery: spec 01 §8, spec 02 §2 Art gallery;
 * docs/decisions/124): what `errorMessage` shows, and also a server fault's (5xx) own `error` (or
 * `message`) text, except the API's hidden-fault line (code INTERNAL) and a bare status phrase
 * ('Internal error', 'Bad Gateway'); else `fallback`.
 */
export function failureReason(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.readableMessage) return error.readableMessage;
  if (error.status < 500 || error.body.code === 'INTERNAL') return fallback;
  const said = [error.body.error, error.body.message].find((text): text is string => typeof text === 'string' && text.trim() !== '')?.trim();
  return said && said.length <= 300 && !BARE_FAULT_TEXT.test(said) ? said : fallback;
}
