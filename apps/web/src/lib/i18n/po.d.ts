/** A PO catalog, compiled by @lingui/vite-plugin when imported (docs/decisions/108). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
