import { PlaceholderPage } from '@/components/placeholder-page';

/** Book a Session (filled in by a later issue). */
export default function BookRoute() {
  return <PlaceholderPage title="Book a Session" />;
}
