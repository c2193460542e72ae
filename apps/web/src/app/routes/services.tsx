import { PlaceholderPage } from '@/components/placeholder-page';

/** Services (filled in by a later issue). */
export default function ServicesRoute() {
  return <PlaceholderPage title="Services" />;
}
