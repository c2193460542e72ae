import { PlaceholderPage } from '@/components/placeholder-page';

/** Terms of Service (filled in by a later issue). */
export default function TermsRoute() {
  return <PlaceholderPage title="Terms of Service" />;
}
