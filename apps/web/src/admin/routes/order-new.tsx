import { t } from '@lingui/core/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import * as BaseIcon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { PageTitle } from '../components/page-title';
import { useCustomer, useCustomerRecord } from '../features/customers/api/customers';
import { useCreateOrder } from '../features/orders/api/entered-orders';
import { contactOf, type ChosenCustomer } from '../features/orders/components/customer-picker';
import { OrderForm } from '../features/orders/components/order-form';
import { adminPaths } from '../paths';
import { isOwner } from '../roles';

/**
 * /admin/orders/new (docs/decisions/128): an order taken on WhatsApp, Instagram, the phone or in the
 * studio. `?customer=<id>` (from a customer's page) chooses that account, `?record=<id>` (from the page of
 * a customer without an account, docs/decisions/133) that customer record. Saved, it opens the order
 * as the server made it: its number, total and pay link.
 */
export default function OrderNewPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customerId = params.get('customer') ?? '';
  const recordId = customerId ? '' : (params.get('record') ?? '');
  const customer = useCustomer(customerId);
  const record = useCustomerRecord(recordId);
  const initialCustomer: ChosenCustomer | undefined = customer.data
    ? { id: customer.data.id, kind: 'account', name: customer.data.name, contact: contactOf(customer.data) }
    : record.data
      ? { id: record.data.id, kind: 'record', name: record.data.name, contact: contactOf(record.data) }
      : undefined;
  const create = useCreateOrder();

  return (
    <>
      <Link to={adminPaths.orders} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Orders`}
      </Link>
      <PageTitle title={t`New order`}>{t`An order from WhatsApp, Instagram, a call or the studio.`}</PageTitle>
      {(customerId && customer.isPending) || (recordId && record.isPending) ? (
        <PageSpinner label={t`Loading the customer...`} />
      ) : (
        <OrderForm
          mode="create"
          owner={isOwner(user)}
          pending={create.isPending}
          initialCustomer={initialCustomer}
          onCancel={() => void navigate(customerId ? adminPaths.customer(customerId) : recordId ? adminPaths.customerRecord(recordId) : adminPaths.orders)}
          onSubmit={async (body) => {
            const order = await create.mutateAsync(body);
            toast.success(t`Order ${order.order_number} saved`);
            await navigate(adminPaths.order(order.id));
          }}
        />
      )}
    </>
  );
}
