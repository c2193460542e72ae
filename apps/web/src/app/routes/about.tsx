import { PlaceholderPage } from '@/components/placeholder-page';

/** About Us (filled in by a later issue). */
export default function AboutRoute() {
  return <PlaceholderPage title="About Us" />;
}
