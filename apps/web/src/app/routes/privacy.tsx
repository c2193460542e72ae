import { PlaceholderPage } from '@/components/placeholder-page';

/** Privacy Policy (filled in by a later issue). */
export default function PrivacyRoute() {
  return <PlaceholderPage title="Privacy Policy" />;
}
