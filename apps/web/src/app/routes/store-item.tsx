/**
 * /store/{slug}: the shareable page of one product, the payment page's screen opened
 * directly; the server answers this URL with Open Graph tags for link previews.
 */
export { default, prefetch } from './payment';
