import { plural, t } from '@lingui/core/macro';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCouponResponse } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { PageSpinner, Spinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { StatusBadge } from '../components/badges';
import { rwf } from '../components/format';
import { PageTitle } from '../components/page-title';
import { adminCouponKeys, createCoupon, deleteCoupon, patchCoupon, useCoupon } from '../features/coupons/api/coupons';
import { CouponForm, type CouponValues } from '../features/coupons/components/coupon-form';
import { Card } from '@admin/components/card';
import { adminPaths } from '../paths';
import { CouponState, couponValue } from './coupons';
import { useConfirm } from '../components/confirm-dialog';

function BackLink() {
  return (
    <Link to={adminPaths.coupons} className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink-700 hover:text-ink-900">
      <BaseIcon.ArrowLeft className="size-4" /> {t`Coupons`}
    </Link>
  );
}

/** Saves through `write`; the cache takes the answer and lists refetch. Returns the refusal text or null. */
function useCouponSave() {
  const queryClient = useQueryClient();
  return async (write: () => Promise<AdminCouponResponse>, fallback: string) => {
    try {
      const reply = await write();
      queryClient.setQueryData(adminCouponKeys.detail(reply.coupon.id), reply);
      void queryClient.invalidateQueries({ queryKey: [...adminCouponKeys.all, 'list'] });
      return { reply, refusal: null };
    } catch (error) {
      return { reply: null, refusal: errorMessage(error, fallback) };
    }
  };
}

/** /admin/coupons/new. */
function NewCoupon() {
  const navigate = useNavigate();
  const save = useCouponSave();
  const onSave = async (values: CouponValues) => {
    const { reply, refusal } = await save(() => createCoupon(values), t`The coupon could not be created. Please try again.`);
    if (reply) {
      toast.success(t`Coupon ${reply.coupon.code} created`);
      void navigate(adminPaths.coupon(reply.coupon.id), { replace: true });
    }
    return refusal;
  };
  return (
    <>
      <BackLink />
      <PageTitle title={t`New coupon`} />
      <Card title={t`Coupon`}>
        <CouponForm onSave={onSave} submitLabel={t`Create coupon`} />
      </Card>
    </>
  );
}

/** /admin/coupons/{id}: the coupon's fields, its usage and the orders that used it; delete (or turn off when used). */
function EditCoupon({ id }: { id: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, error, isPending, refetch } = useCoupon(id);
  const save = useCouponSave();
  const [confirm, confirmDialog] = useConfirm();
  const remove = useMutation({
    mutationFn: () => deleteCoupon(id),
    onSuccess: (reply) => {
      toast.success(reply.message);
      void queryClient.invalidateQueries({ queryKey: [...adminCouponKeys.all, 'list'] });
      if (reply.deleted) void navigate(adminPaths.coupons, { replace: true });
      else void refetch();
    },
    onError: (e) => toast.error(errorMessage(e, t`The coupon could not be deleted. Please try again.`)),
  });
  if (isPending) return <PageSpinner label={t`Loading the coupon...`} />;
  if (error || !data)
    return (
      <>
        <BackLink />
        <ErrorState title={t`The coupon could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      </>
    );
  const { coupon, orders } = data;
  const onSave = async (values: CouponValues) => {
    const { reply, refusal } = await save(() => patchCoupon(id, values), t`The coupon could not be saved. Please try again.`);
    if (reply) toast.success(t`Saved`);
    return refusal;
  };
  return (
    <>
      <BackLink />
      <PageTitle title={coupon.code}>
        {couponValue(coupon)} ·{' '}
        {coupon.usageLimit
          ? plural(coupon.usageCount, { one: `used # time of ${coupon.usageLimit}`, other: `used # times of ${coupon.usageLimit}` })
          : plural(coupon.usageCount, { one: 'used # time', other: 'used # times' })}{' '}
        <CouponState coupon={coupon} />
      </PageTitle>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-2 xl:items-start">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <Card title={t`Coupon`}>
            <CouponForm key={coupon.updated_at} coupon={coupon} onSave={onSave} submitLabel={t`Save changes`} />
          </Card>
          <Card title={t`Remove`}>
            <p className="mb-3 text-sm text-ink-600">
              {coupon.usageCount > 0 ? t`Orders used this coupon, so deleting turns it off and keeps its history.` : t`Nobody has used this coupon yet; deleting removes it.`}
            </p>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => {
                void confirm({ title: t`Delete coupon ${coupon.code}?` }).then((ok) => ok && remove.mutate());
              }}
            >
              {remove.isPending ? <Spinner className="size-4" /> : <BaseIcon.Trash className="size-4" />} {t`Delete`}
            </Button>
            {confirmDialog}
          </Card>
        </div>
        <Card title={t`Orders that used it (${coupon.usageCount})`}>
          {orders.length === 0 ? (
            <p className="text-sm text-ink-600">{t`No order has used this coupon yet.`}</p>
          ) : (
            <ul className="divide-y divide-sand-200">
              {orders.map((order) => (
                <li key={order.id}>
                  <Link to={adminPaths.order(order.id)} className="grid min-h-14 grid-cols-[minmax(0,1fr)] gap-1 py-3 hover:bg-sand-50">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className="font-semibold text-clay-700">{order.order_number}</span>
                      <span className="font-semibold text-ink-900">{rwf(order.total)}</span>
                    </span>
                    <span className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-600">
                      <span className="min-w-0 truncate">
                        {order.customer_name} · {formatDateTime(order.created_at)} · −{rwf(order.discount)}
                      </span>
                      <StatusBadge status={order.status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

/** /admin/coupons/new and /admin/coupons/{id} (owner; docs/decisions/101). */
export default function CouponPage() {
  const { couponId } = useParams();
  if (couponId === 'new') return <NewCoupon />;
  return <EditCoupon key={couponId} id={Number(couponId)} />;
}
