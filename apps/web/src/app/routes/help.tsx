import { PlaceholderPage } from '@/components/placeholder-page';

/** Help Center (filled in by a later issue). */
export default function HelpRoute() {
  return <PlaceholderPage title="Help Center" />;
}
