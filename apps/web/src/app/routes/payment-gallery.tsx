import { PaymentPage } from './payment';

/** /paymentgallery (signed in): the payment page for an artwork (spec 02 §2). */
export default function PaymentGalleryRoute() {
  return <PaymentPage kind="gallery" />;
}
