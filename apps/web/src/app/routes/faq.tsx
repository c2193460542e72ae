import { PlaceholderPage } from '@/components/placeholder-page';

/** Frequently Asked Questions (filled in by a later issue). */
export default function FaqRoute() {
  return <PlaceholderPage title="Frequently Asked Questions" />;
}
