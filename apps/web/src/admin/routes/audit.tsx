import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { AUDIT_AREAS, type AuditArea, type AuditEntry } from '@atelier/contracts';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { ListPager, pageCount } from '@/components/list-pager';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { PageTitle } from '../components/page-title';
import { useAudit } from '../features/audit/api/get-audit';
import { useStaff } from '../features/staff/api/staff';
import { actionLabel, actorLabel, changeSummary } from '../features/orders/components/timeline';
import { adminPaths } from '../paths';

const PAGE_SIZE = 50;
/** The filters the page keeps in its address; `entity`, `entity_id` and `action` come only from links. */
const FILTERS = ['area', 'actor_id', 'from', 'to', 'entity', 'entity_id', 'action'] as const;
type Filter = (typeof FILTERS)[number];

/** The areas' names, as the menu says them. */
const AREA_LABELS: Record<AuditArea, MessageDescriptor> = {
  orders: msg`Orders`,
  catalog: msg`Catalog`,
  coupons: msg`Coupons`,
  customers: msg`Customers`,
  bookings: msg`Bookings`,
  returns: msg`Returns`,
  messages: msg`Messages`,
  content: msg`Content`,
  staff: msg`Staff`,
  settings: msg`Settings`,
  backups: msg`Backups`,
};

/** What kind of record an entry is about, before its name ("Order AK-2026-0042"). */
const RECORD_LABELS: Partial<Record<string, MessageDescriptor>> = {
  order: msg({ context: 'audit record', message: 'Order' }),
  return: msg({ context: 'audit record', message: 'Return of order' }),
  catalog_item: msg({ context: 'audit record', message: 'Item' }),
  rating: msg({ context: 'audit record', message: 'Rating of' }),
  customer: msg({ context: 'audit record', message: 'Customer' }),
  user: msg({ context: 'audit record', message: 'Staff member' }),
  staff_invite: msg({ context: 'audit record', message: 'Invitation' }),
  coupon: msg({ context: 'audit record', message: 'Coupon' }),
  booking: msg({ context: 'audit record', message: 'Booking of' }),
  closure: msg({ context: 'audit record', message: 'Closure' }),
  message: msg({ context: 'audit record', message: 'Message from' }),
  hero_slide: msg({ context: 'audit record', message: 'Slide' }),
  service: msg({ context: 'audit record', message: 'Service' }),
  faq: msg({ context: 'audit record', message: 'FAQ' }),
  team_member: msg({ context: 'audit record', message: 'Team member' }),
  company_value: msg({ context: 'audit record', message: 'Value' }),
  contact_item: msg({ context: 'audit record', message: 'Contact detail' }),
  content_section: msg({ context: 'audit record', message: 'Page text' }),
  settings: msg({ context: 'audit record', message: 'Settings' }),
  backup: msg({ context: 'audit record', message: 'Backup' }),
};

/** Where a record's own page is, for the kinds that have one. */
const RECORD_PATHS: Partial<Record<string, (id: string) => string>> = {
  order: adminPaths.order,
  catalog_item: adminPaths.catalogItem,
  customer: adminPaths.customer,
  coupon: adminPaths.coupon,
};

/** The record an entry is about, as people know it: "Order AK-2026-0042", "Item Imigongo Tote", linked to its page when it has one. */
function RecordName({ entry }: { entry: AuditEntry }) {
  const label = RECORD_LABELS[entry.entity];
  const kind = label ? i18n._(label) : entry.entity;
  // A backup is known by its file name (a failed one by when it was tried: docs/decisions/131-backups.md).
  const name = entry.record_name ?? (entry.entity === 'settings' ? '' : entry.entity === 'backup' ? entry.entity_id : entry.entity_id.slice(0, 8));
  const text = name ? `${kind} ${name}` : kind;
  const path = RECORD_PATHS[entry.entity];
  return path && entry.record_name ? (
    <Link className="text-clay-700 underline underline-offset-4" to={path(entry.entity_id)}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/**
 * /admin/audit (owner only): every back-office write, newest first, each naming its record as people
 * know it; filtered by area, by person (the staff and owners) and by day (docs/decisions/125).
 */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(current);
  const query = { ...Object.fromEntries(FILTERS.filter((f) => current[f]).map((f) => [f, current[f]])), page, limit: PAGE_SIZE };
  const { data, error, isPending, isFetching, refetch } = useAudit(query);
  const people = useStaff();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const f of FILTERS) if (draft[f].trim()) next.set(f, draft[f].trim());
    setParams(next);
  };
  const field = (name: Filter, label: string, props: Record<string, string> = {}) => (
    <TextField label={label} optional value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} {...props} />
  );

  return (
    <>
      <PageTitle title={t`Audit log`}>{t`Every change made in the back office: who, what, when and why. Nothing here can be edited.`}</PageTitle>
      <form onSubmit={apply} className="mb-5 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200 lg:grid-cols-5 lg:items-end" aria-label={t`Filter the audit log`}>
        <SelectField label={t`Area`} value={draft.area} onChange={(e) => setDraft({ ...draft, area: e.target.value })}>
          <option value="">{t`Every area`}</option>
          {AUDIT_AREAS.map((area) => (
            <option key={area} value={area}>
              {i18n._(AREA_LABELS[area])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Person`} value={draft.actor_id} onChange={(e) => setDraft({ ...draft, actor_id: e.target.value })}>
          <option value="">{t`Everyone`}</option>
          {(people.data?.members ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name || member.email}
            </option>
          ))}
        </SelectField>
        {field('from', t({ context: 'time range', message: 'From' }), { type: 'date' })}
        {field('to', t({ context: 'time range', message: 'To' }), { type: 'date' })}
        <Button type="submit" variant="dark" className="col-span-2 lg:col-span-1">
          {t`Filter`}
        </Button>
      </form>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
          <Spinner /> {t`Loading the log...`}
        </div>
      ) : error ? (
        <ErrorState title={t`The audit log could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : data.entries.length === 0 ? (
        <EmptyState title={t`Nothing recorded`}>{t`No change matches these filters.`}</EmptyState>
      ) : (
        <>
          <ul className={cn('divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200', isFetching && 'opacity-60')} aria-busy={isFetching}>
            {data.entries.map((entry) => {
              const summary = changeSummary(entry);
              return (
                <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm lg:grid-cols-[12rem_1fr_14rem] lg:gap-4">
                  <p className="text-ink-600">{formatDateTime(entry.created_at)}</p>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      {actionLabel(entry.action)}
                      {summary ? <span className="font-normal text-ink-700"> · {summary}</span> : null}
                    </p>
                    <p className="break-words text-xs text-ink-600">
                      <RecordName entry={entry} />
                      {entry.reason ? ` · “${entry.reason}”` : ''}
                    </p>
                  </div>
                  <p className="break-all text-ink-700">{actorLabel(entry.actor)}</p>
                </li>
              );
            })}
          </ul>
          {data.total > PAGE_SIZE ? (
            <ListPager
              label={t`Audit log pages`}
              page={page}
              totalPages={pageCount(data.total, PAGE_SIZE)}
              busy={isFetching}
              onPage={(next) =>
                setParams((p) => {
                  const n = new URLSearchParams(p);
                  n.set('page', String(next));
                  return n;
                })
              }
            />
          ) : null}
        </>
      )}
    </>
  );
}
