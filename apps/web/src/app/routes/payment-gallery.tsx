/** /paymentgallery (signed in): the gallery artwork page, the same screen as /buy (spec 02 §2). */
export { default } from './buy';
