import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Address } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { Modal } from '@/components/modal';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { ADDRESSES_LOAD_FAILED, useAddresses } from '../api/get-addresses';
import { DELETE_ADDRESS_FAILED, useDeleteAddress } from '../api/delete-address';
import { AddressForm } from './address-form';
import { EmailText } from '@/components/email-text';
import { t } from '@lingui/core/macro';
import { accountText } from '../account-messages';

/**
 * The Addresses tab of /profile (spec 02 §2, §5): saved addresses (GET /api/addresses), an add form
 * and delete with a confirmation. Loading, empty ('No saved addresses yet') and error ('Failed to load
 * addresses', with Retry) states.
 */
export function AddressesPanel() {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Address | null>(null);

  if (addresses.isPending) return <PageSpinner label={t`Loading addresses...`} />;
  if (addresses.isError) return <ErrorState title={accountText(ADDRESSES_LOAD_FAILED)} message={errorMessage(addresses.error, '')} onRetry={() => void addresses.refetch()} retryLabel={t`Retry`} />;
  const list = addresses.data;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl">{t`Saved addresses`}</h2>
        {!adding && list.length > 0 ? (
          <Button variant="dark" onClick={() => setAdding(true)}>
            <Icon.Plus className="size-4" /> {t`Add address`}
          </Button>
        ) : null}
      </div>

      {adding ? (
        <section aria-label={t`New address`} className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-8">
          <h3 className="mb-5 text-xl">{t`New address`}</h3>
          <AddressForm onDone={() => setAdding(false)} />
        </section>
      ) : null}

      {list.length === 0 && !adding ? (
        <EmptyState
          title={t`No saved addresses yet`}
          action={
            <Button variant="dark" onClick={() => setAdding(true)}>
              <Icon.Plus className="size-4" /> {t`Add address`}
            </Button>
          }
        >
          {t`Save an address to fill in checkout faster.`}
        </EmptyState>
      ) : null}

      {list.length > 0 ? (
        <ul aria-label={t`Saved addresses`} className="grid gap-4 lg:grid-cols-2">
          {list.map((address) => (
            <li key={address.id} className="flex flex-col rounded-3xl border border-sand-200 bg-white p-5">
              <AddressLines address={address} />
              <div className="mt-4 flex justify-end border-t border-sand-100 pt-3">
                <Button variant="danger" size="sm" onClick={() => setToDelete(address)} aria-label={t`Delete address ${address.street_address}, ${address.city}`}>
                  <Icon.Trash className="size-4" /> {t`Delete`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <DeleteAddressDialog address={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

/** One address as a postal block: name, street lines, city and postal code, province, country, contacts. */
function AddressLines({ address }: { address: Address }) {
  return (
    <address className="grid gap-0.5 text-ink-700 not-italic">
      <span className="font-semibold text-ink-900">
        {address.first_name} {address.last_name}
      </span>
      <span>{address.street_address}</span>
      {address.street_address2 ? <span>{address.street_address2}</span> : null}
      <span>
        {address.city}, {address.zip_code}
      </span>
      <span>
        {address.province}, {address.country}
      </span>
      <span className="mt-2 text-sm break-all text-ink-600">{address.phone}</span>
      <EmailText email={address.email} className="text-sm text-ink-600" />
    </address>
  );
}

/** Asks before DELETE /api/addresses/{id}; 'Failed to delete address' on failure. */
function DeleteAddressDialog({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const remove = useDeleteAddress();
  const confirm = () => {
    if (!address) return;
    remove.mutate(address.id, {
      onSuccess: (reply) => {
        toast.success(reply.message || t`Address deleted`);
        onClose();
      },
      onError: () => toast.error(accountText(DELETE_ADDRESS_FAILED)),
    });
  };
  return (
    <Modal open={address !== null} onClose={() => !remove.isPending && onClose()} title={t`Delete this address?`}>
      {address ? (
        <div className="mt-4 grid gap-5">
          <div className="rounded-2xl bg-white p-4">
            <AddressLines address={address} />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={remove.isPending} data-autofocus>
              {t`Keep it`}
            </Button>
            <Button className="bg-clay-700 hover:bg-clay-800" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t`Deleting...` : t`Delete address`}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
