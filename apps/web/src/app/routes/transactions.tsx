import { PlaceholderPage } from '@/components/placeholder-page';

/** Transactions: a placeholder showing only its heading (spec 01 §2 Route table). */
export default function TransactionsRoute() {
  return <PlaceholderPage title="Transactions" headingOnly />;
}
