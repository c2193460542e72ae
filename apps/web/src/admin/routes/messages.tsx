import { Link, useSearchParams } from 'react-router';
import { MESSAGE_STATUSES, type MessageStatus } from '@atelier/contracts';
import { ListPager, pageCount } from '@/components/list-pager';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { MessageBadge } from '../components/desk-badges';
import { age } from '../components/format';
import { PageTitle } from '../components/page-title';
import { useMessages } from '../features/messages/api/messages';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;
const FILTERS = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'unread', label: 'Unread' },
  { id: 'read', label: 'Read' },
  { id: 'archived', label: 'Archived' },
] as const;

/**
 * /admin/messages (issue 16 "Messages"): the contact form's messages, newest first: the inbox
 * (unread and read), or unread, read or archived alone; 20 a page. Unread ones stand out; opening
 * one marks it read.
 */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (MESSAGE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as MessageStatus) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isPending, isFetching, refetch } = useMessages({ status, page, limit: PAGE_SIZE });
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
      else next.delete(key);
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return (
    <>
      <PageTitle title="Messages">{data ? `${data.total} ${data.total === 1 ? 'message' : 'messages'}` : ' '}</PageTitle>
      <div role="group" aria-label="Which messages" className="mb-5 flex overflow-x-auto rounded-full bg-sand-100 p-1 sm:inline-flex">
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
              {f.label}
            </button>
          );
        })}
      </div>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-600">
          <Spinner /> Loading messages...
        </div>
      ) : error ? (
        <ErrorState title="The messages could not be loaded" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} />
      ) : data.messages.length === 0 ? (
        <EmptyState title={status === 'archived' ? 'Nothing archived' : status === 'unread' ? 'All read' : 'No messages'}>Messages from the contact form appear here.</EmptyState>
      ) : (
        <>
          <ul className={cn('divide-y divide-sand-200 overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200', isFetching && 'opacity-60')} aria-busy={isFetching}>
            {data.messages.map((m) => (
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
                    {m.replies.length ? <span>{m.replies.length === 1 ? 'Replied' : `${m.replies.length} replies`}</span> : null}
                    <span className="truncate">{m.email}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {data.total > PAGE_SIZE ? <ListPager label="Message pages" page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPage={(next) => update({ page: String(next) })} busy={isFetching} /> : null}
        </>
      )}
    </>
  );
}
