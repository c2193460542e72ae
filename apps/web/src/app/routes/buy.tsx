import { PaymentPage } from './payment';

/** /buy (query id, or an artwork in navigation state): the payment page for artworks (spec 01 §2). */
export default function BuyRoute() {
  return <PaymentPage kind="gallery" />;
}
