import { OrdersPanel } from '@/features/orders/components/orders-panel';
import { AccountPage } from '../account-page';
import { t } from '@lingui/core/macro';

/**
 * /transactions (spec 01 §2, docs/decisions/098): the heading, then the signed-in
 * customer's orders with their status and payment status (the profile's Orders panel), or a sign-in
 * prompt that comes back here.
 */
export default function TransactionsRoute() {
  return (
    <AccountPage title={t`Transactions`} signInText={t`Your orders and their payment status show here once you are logged in.`}>
      <OrdersPanel />
    </AccountPage>
  );
}
