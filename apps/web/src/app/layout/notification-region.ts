/*
 * What the notification host (notification-host.tsx, in every page's first load) and the toast it
 * loads with the first event (notification.tsx) share, apart from both (docs/decisions/060).
 */

/** Spec 01 §2 Toasts and notifications: the window event a notification arrives with. */
export const NOTIFY_EVENT = 'notify';
/** The notification's live region: the host draws it empty, the loaded toast inside the same element. */
export const NOTIFICATION_REGION = 'pointer-events-none fixed inset-x-0 top-20 z-[95] flex justify-center px-4 sm:justify-end sm:px-6';
