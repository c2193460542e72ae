import { PlaceholderPage } from '@/components/placeholder-page';

/** Contact (filled in by a later issue). */
export default function ContactRoute() {
  return <PlaceholderPage title="Contact" />;
}
