import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { createColumnHelper } from '@tanstack/react-table';
import { SUBSCRIBER_STATUSES, type AdminSubscriber } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { EmptyState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { labelOf, labelsIn } from '../components/badges';
import { DataTable, type deskTableFeatures, type DeskColumn } from '../components/data-table';
import { downloadCsv, searchOf } from '../components/download-csv';
import * as Icon from '../components/icons';
import { FilterSelect, ListResults, oneOf, useListParams } from '../components/list-page';
import { PageTitle } from '../components/page-title';
import { useSubscribers } from '../features/newsletter/api/subscribers';
import { Card } from '@admin/components/card';

type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
const PAGE_SIZE = 50;
const LABELS: Record<SubscriberStatus, MessageDescriptor> = {
  pending: msg({ context: 'subscriber status', message: 'Pending' }),
  confirmed: msg({ context: 'subscriber status', message: 'Confirmed' }),
  unsubscribed: msg({ context: 'subscriber status', message: 'Unsubscribed' }),
};
const TONES: Record<SubscriberStatus, BadgeTone> = { pending: 'amber', confirmed: 'green', unsubscribed: 'neutral' };
const helper = createColumnHelper<typeof deskTableFeatures, AdminSubscriber>();
const columns = [
  helper.accessor('email', { header: () => t`E-mail`, cell: (info) => <span className="break-all font-medium text-ink-900">{info.getValue()}</span> }),
  helper.accessor('status', { header: () => t`Status`, cell: (info) => <Badge tone={TONES[info.getValue()]}>{labelOf(LABELS, info.getValue())}</Badge> }),
  helper.accessor('created_at', { header: () => t`Signed up`, cell: (info) => formatDate(info.getValue()) }),
  helper.accessor('confirmed_at', { header: () => t({ context: 'subscriber status', message: 'Confirmed' }), cell: (info) => (info.getValue() ? formatDate(info.getValue()) : '—') }),
  helper.accessor('unsubscribed_at', { header: () => t({ context: 'subscriber status', message: 'Unsubscribed' }), cell: (info) => (info.getValue() ? formatDate(info.getValue()) : '—') }),
] as DeskColumn<AdminSubscriber>[];

const EXPORTS = [
  { name: 'subscribers', label: msg`Subscribers CSV` },
  { name: 'customers', label: msg`Customers CSV` },
  { name: 'bookings', label: msg`Bookings CSV` },
] as const;

/**
 * /admin/subscribers (owner only, docs/decisions/103): subscribers with their
 * status, 50 a page, and the CSV exports of subscribers, customers and bookings (UTF-8 with BOM,
 * streamed by the server).
 */
export default function SubscribersPage() {
  const { params, page, update } = useListParams();
  const status = oneOf<SubscriberStatus>(SUBSCRIBER_STATUSES, params.get('status'));
  const query = useSubscribers({ status, page, limit: PAGE_SIZE });
  const { data } = query;
  const [exporting, setExporting] = useState<string | null>(null);
  const statusName = status ? labelOf(LABELS, status).toLowerCase() : '';
  const onExport = async (name: (typeof EXPORTS)[number]['name']) => {
    setExporting(name);
    try {
      // Bookings: every booking, not only from today on.
      await downloadCsv(`/api/admin/${name}.csv?${searchOf(name === 'subscribers' ? { status } : name === 'bookings' ? { from: '2000-01-01' } : {})}`, `${name}.csv`);
    } catch (e) {
      toast.error(errorMessage(e, t`The export could not be made. Please try again.`));
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageTitle title={t`Subscribers`}>
        {data
          ? statusName
            ? plural(data.total, { one: `# ${statusName} subscriber`, other: `# ${statusName} subscribers` })
            : plural(data.total, { one: '# subscriber', other: '# subscribers' })
          : ' '}
      </PageTitle>
      <Card title={t`CSV exports`} className="mb-5">
        <p className="mb-3 text-sm text-ink-600">{t`Spreadsheet files (UTF-8, opens in Excel). Only the owner can export.`}</p>
        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          {EXPORTS.map((e) => (
            <Button key={e.name} variant="outline" onClick={() => void onExport(e.name)} disabled={exporting !== null}>
              {exporting === e.name ? <Spinner className="size-4" /> : <Icon.Download className="size-4" />} {i18n._(e.label)}
            </Button>
          ))}
        </div>
      </Card>
      <div className="mb-5 max-w-xs">
        <FilterSelect label={t`Status`} all={t`All statuses`} options={SUBSCRIBER_STATUSES} labels={labelsIn(LABELS)} value={status} onChange={(value) => update({ status: value })} />
      </div>
      <ListResults
        query={query}
        rows={(d) => d.subscribers}
        loading={t`Loading subscribers...`}
        errorTitle={t`The subscribers could not be loaded`}
        pager={{ label: t`Subscriber pages`, page, pageSize: PAGE_SIZE, onPage: (next) => update({ page: String(next) }) }}
        empty={<EmptyState title={t`No subscribers`}>{t`People who sign up for the newsletter appear here.`}</EmptyState>}
      >
        {(d, busy) => (
          <>
            <ul className={cn('grid gap-2 lg:hidden', busy && 'opacity-60')} aria-busy={busy}>
              {d.subscribers.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-sand-200">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink-900">{s.email}</span>
                    <span className="text-xs text-ink-600">{t`since ${formatDate(s.created_at)}`}</span>
                  </span>
                  <Badge tone={TONES[s.status]}>{labelOf(LABELS, s.status)}</Badge>
                </li>
              ))}
            </ul>
            <div className="hidden lg:block">
              <DataTable rows={d.subscribers} columns={columns} caption={t`Newsletter subscribers`} rowId={(s) => s.id} busy={busy} />
            </div>
          </>
        )}
      </ListResults>
    </>
  );
}
