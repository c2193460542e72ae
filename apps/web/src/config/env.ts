/**
 * The browser's configuration: only whitelisted VITE_* values (DESIGN.md). Empty API origin means
 * the API is the page's own origin (the API serves the built app).
 */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, ''),
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@atelier.rw',
} as const;
