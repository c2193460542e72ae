import { PlaceholderPage } from '@/components/placeholder-page';

/** Returns: a placeholder showing only its heading (spec 01 §2 Route table). */
export default function ReturnsRoute() {
  return <PlaceholderPage title="Returns" headingOnly />;
}
