import { PlaceholderPage } from '@/components/placeholder-page';

/** Legal (filled in by a later issue). */
export default function LegalRoute() {
  return <PlaceholderPage title="Legal" />;
}
