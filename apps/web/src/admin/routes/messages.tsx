import { msg, plural, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { MESSAGE_STATUSES, type MessageStatus } from '@atelier/contracts';
import { EmptyState } from '@/components/states';
import { cn } from '@/lib/cn';
import { MessageBadge } from '../components/desk-badges';
import { age } from '../components/format';
import { ListResults, oneOf, useListParams } from '../components/list-page';
import { PageTitle } from '../components/page-title';
import { useMessages } from '../features/contact/api/messages';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;
const FILTERS = [
  { id: 'inbox', label: msg`Inbox` },
  { id: 'unread', label: msg({ context: 'message status', message: 'Unread' }) },
  { id: 'read', label: msg({ context: 'message status', message: 'Read' }) },
  { id: 'archived', label: msg({ context: 'message status', message: 'Archived' }) },
] as const;

/**
 * /admin/messages (docs/decisions/103): the contact form's messages, newest first: the inbox
 * (unread and read), or unread, read or archived alone; 20 a page. Unread ones stand out; opening
 * one marks it read.
 */
export default function MessagesPage() {
  const { params, page, update } = useListParams();
  const status = oneOf<MessageStatus>(MESSAGE_STATUSES, params.get('status'));
  const query = useMessages({ status, page, limit: PAGE_SIZE });
  const { data } = query;

  return (
    <>
      <PageTitle title={t`Messages`}>{data ? plural(data.total, { one: '# message', other: '# messages' }) : ' '}</PageTitle>
      <div role="group" aria-label={t`Which messages`} className="mb-5 flex overflow-x-auto rounded-full bg-sand-100 p-1 sm:inline-flex">
        {FILTERS.map((f) => {
          const active = (status ?? 'inbox') === f.id;
          return (
            <button
              key={f.id}
              type="button"
              aria-pressed={active}
              onClick={() => update({ status: f.id === 'inbox' ? undefined : f.id })}
              className={cn('min-h-11 flex-1 rounded-full px-4 text-sm font-semibold whitespace-nowrap', active ? 'bg-ink-900 text-paper' : 'text-ink-700 hover:bg-sand-200')}
            >
              {i18n._(f.label)}
            </button>
          );
        })}
      </div>
      <ListResults
        query={query}
        rows={(d) => d.messages}
        loading={t`Loading messages...`}
        errorTitle={t`The messages could not be loaded`}
        pager={{ label: t`Message pages`, page, pageSize: PAGE_SIZE, onPage: (next) => update({ page: String(next) }) }}
        empty={<EmptyState title={status === 'archived' ? t`Nothing archived` : status === 'unread' ? t`All read` : t`No messages`}>{t`Messages from the contact form appear here.`}</EmptyState>}
      >
        {(d, busy) => (
          <ul className={cn('divide-y divide-sand-200 overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200', busy && 'opacity-60')} aria-busy={busy}>
            {d.messages.map((m) => (
              <li key={m.id}>
                <Link to={adminPaths.message(m.id)} className={cn('block px-4 py-3 hover:bg-sand-50', m.status === 'unread' && 'bg-clay-50/50')}>
                  <span className="flex items-baseline justify-between gap-3">
                    <span className={cn('min-w-0 truncate text-ink-900', m.status === 'unread' ? 'font-bold' : 'font-medium')}>
                      {m.first_name} {m.last_name}
                    </span>
                    <span className="shrink-0 text-xs text-ink-600">{age(m.created_at)}</span>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-ink-700">{m.notes}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-600">
                    <MessageBadge status={m.status} />
                    {m.replies.length ? <span>{m.replies.length === 1 ? t`Replied` : plural(m.replies.length, { one: '# reply', other: '# replies' })}</span> : null}
                    <span className="truncate">{m.email}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}
