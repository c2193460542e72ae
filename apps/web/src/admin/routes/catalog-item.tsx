import { t } from '@lingui/core/macro';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogItem } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { PageSpinner, Spinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/auth';
import { PageTitle } from '../components/page-title';
import { adminCatalogKeys, createItem, deleteItem, patchItem, useCatalogItem, useItemWrite } from '../features/catalog/api/catalog';
import { ItemForm, type ItemValues } from '../features/catalog/components/item-form';
import { Pictures } from '../features/catalog/components/pictures';
import { StateBadge } from '@admin/components/badges';
import { kindLabel, stockSummary } from '../features/catalog/labels';
import { Card } from '@admin/components/card';
import { adminPaths } from '../paths';
import { isOwner } from '../roles';
import { useConfirm } from '../components/confirm-dialog';

/** The link back to the list (a component: its text follows the active language). */
function BackLink() {
  return (
    <Link to={adminPaths.catalog} className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink-700 hover:text-ink-900">
      <BaseIcon.ArrowLeft className="size-4" /> {t`Catalog`}
    </Link>
  );
}

/** The storefront address of an item : /store/{slug} for products, /artgallery/{slug} for artworks. */
const shopPath = (item: Pick<AdminCatalogItem, 'kind' | 'slug'>) => `${item.kind === 'artwork' ? '/artgallery' : '/store'}/${item.slug}`;

/**
 * What a write sends of the form's values (docs/decisions/127): with variants, the set of variants and
 * no item `stock` (it lives on them); without, the item's `stock` and no options (nothing to change).
 */
function itemWrite(values: ItemValues): Omit<ItemValues, 'stock' | 'options'> & { stock?: ItemValues['stock']; options?: ItemValues['options'] } {
  const { stock, options, variants, ...rest } = values;
  return variants ? { ...rest, options, variants } : { ...rest, stock };
}

/** /admin/catalog/new: the item's fields; once created, its page opens to add pictures. */
function NewItem() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSave = async (values: ItemValues) => {
    try {
      const item = await createItem(itemWrite(values) as ItemValues);
      queryClient.setQueryData(adminCatalogKeys.detail(item.id), item);
      void queryClient.invalidateQueries({ queryKey: [...adminCatalogKeys.all, 'list'] });
      toast.success(t`Item created. Now add its pictures.`);
      void navigate(adminPaths.catalogItem(item.id), { replace: true });
      return null;
    } catch (error) {
      return errorMessage(error, t`The item could not be created. Please try again.`);
    }
  };
  return (
    <>
      <BackLink />
      <PageTitle title={t`New item`}>{t`Pictures come next, once the item is saved.`}</PageTitle>
      <Card title={t`Details`}>
        <ItemForm canEditPrice onSave={onSave} submitLabel={t`Create item`} />
      </Card>
    </>
  );
}

/** Archive (hide from customers, keep) and delete (archived instead when orders reference it). */
function DangerZone({ item }: { item: AdminCatalogItem }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const archive = useItemWrite((state: 'archived' | 'published') => patchItem(item.id, { state }));
  const [confirm, confirmDialog] = useConfirm();
  const remove = useMutation({
    mutationFn: () => deleteItem(item.id),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: [...adminCatalogKeys.all, 'list'] });
      toast.success(reply.message);
      if (reply.deleted) void navigate(adminPaths.catalog, { replace: true });
      else if (reply.item) queryClient.setQueryData(adminCatalogKeys.detail(item.id), reply.item);
    },
    onError: (error) => toast.error(errorMessage(error, t`The item could not be deleted. Please try again.`)),
  });
  const busy = archive.isPending || remove.isPending;
  return (
    <Card title={t`Withdraw`}>
      <p className="mb-3 text-sm text-ink-600">
        {t`Archiving hides the item from customers, search and the sitemap and keeps it here.`}{' '}
        {item.ordered ? t`Orders reference this item, so it can only be archived.` : t`Deleting removes it for good.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {item.state !== 'archived' ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              archive.mutate('archived', {
                onSuccess: () => toast.success(t`Item archived`),
                onError: (error) => toast.error(errorMessage(error, t`The item could not be archived. Please try again.`)),
              })
            }
          >
            {archive.isPending ? <Spinner className="size-4" /> : null} {t`Archive`}
          </Button>
        ) : null}
        {!item.ordered ? (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              void confirm({ title: t`Delete “${item.title}” and its pictures? This cannot be undone.` }).then((ok) => ok && remove.mutate());
            }}
          >
            {remove.isPending ? <Spinner className="size-4" /> : <BaseIcon.Trash className="size-4" />} {t`Delete`}
          </Button>
        ) : null}
      </div>
      {confirmDialog}
    </Card>
  );
}

/** /admin/catalog/{id}: the item's details, its pictures, and archive/delete. */
function EditItem({ id }: { id: number }) {
  const { user } = useAuth();
  const { data: item, error, isPending, refetch } = useCatalogItem(id);
  const save = useItemWrite((values: ItemValues) => {
    const { kind: _kind, ...patch } = itemWrite(values);
    return patchItem(id, isOwner(user) ? patch : { ...patch, price: undefined, compare_at_price: undefined });
  });
  if (isPending) return <PageSpinner label={t`Loading the item...`} />;
  if (error || !item)
    return (
      <>
        <BackLink />
        <ErrorState title={t`The item could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      </>
    );
  const onSave = async (values: ItemValues) => {
    try {
      await save.mutateAsync(values);
      toast.success(t`Changes saved`);
      return null;
    } catch (e) {
      return errorMessage(e, t`The item could not be saved. Please try again.`);
    }
  };
  return (
    <>
      <BackLink />
      <PageTitle
        title={item.title}
        actions={
          item.state === 'published' ? (
            <a
              href={shopPath(item)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-clay-700 ring-1 ring-sand-300 hover:bg-sand-50"
            >
              {t`View in the shop`} <span aria-hidden="true">↗</span>
            </a>
          ) : null
        }
      >
        <span className="inline-flex flex-wrap items-center gap-2">
          <StateBadge state={item.state} /> {kindLabel(item.kind)} · {stockSummary(item)}
        </span>
      </PageTitle>
      {/* An item with variants takes the page's width for their table; pictures and withdrawing go under it. */}
      <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-5 xl:items-start', item.options.length ? '' : 'xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]')}>
        <Card title={t`Details`}>
          {/* Remounted with the saved item, so the form starts from what the server stored. */}
          <ItemForm key={item.updated_at} item={item} canEditPrice={isOwner(user)} onSave={onSave} submitLabel={t`Save changes`} />
        </Card>
        <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-5', item.options.length ? 'xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : '')}>
          <div className="rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-5">
            <Pictures item={item} />
          </div>
          <DangerZone item={item} />
        </div>
      </div>
    </>
  );
}

/** /admin/catalog/new and /admin/catalog/{id} (docs/decisions/101). */
export default function CatalogItemPage() {
  const { itemId } = useParams();
  if (itemId === 'new') return <NewItem />;
  return <EditItem key={itemId} id={Number(itemId)} />;
}
