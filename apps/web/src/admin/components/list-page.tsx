import { t } from '@lingui/core/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { SelectField, inputClass } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { ListPager, pageCount } from '@/components/list-pager';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import * as Icon from './icons';

/*
 * The pieces every back-office list screen shares (orders, catalog, customers, coupons, messages,
 * subscribers): its state in the address, the search box, the CSV export button, and the loading,
 * error, empty and paged states of the server's page.
 */

/** `value` when it is one of `list`, else undefined (an address someone typed or an old link). */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (value && (list as readonly string[]).includes(value) ? (value as T) : undefined);

/**
 * A list's address: `params`, the page number (`?page=`, from 1; anything else is 1) and
 * `update(changes)`, which sets or (undefined, '') removes parameters. Any change but the page goes
 * back to page 1. Each change is a new history entry, unless `replaceFilters`: then a filter change
 * replaces the current entry and only a page change adds one; or `replaceAll`: every change replaces it.
 */
export function useListParams({ replaceFilters = false, replaceAll = false }: { replaceFilters?: boolean; replaceAll?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      replaceAll ? { replace: true } : replaceFilters ? { replace: !('page' in changes) } : undefined,
    );
  return { params, setParams, page, update };
}

/**
 * A list's search form (role search): a labelled "Search" box (`id`) and a dark button named
 * `buttonLabel` for screen readers. The box holds `value` (the draft); `onSearch` gets it trimmed.
 */
export function ListSearch({
  id,
  value,
  onChange,
  onSearch,
  placeholder,
  buttonLabel,
  maxLength = 100,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder: string;
  buttonLabel: string;
  maxLength?: number;
  className?: string;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={onSubmit} className={cn('flex gap-2', className)}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t`Search`}
        </label>
        <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className={inputClass} enterKeyHint="search" maxLength={maxLength} />
      </div>
      <Button type="submit" variant="dark" className="self-end" aria-label={buttonLabel}>
        <BaseIcon.Search className="size-5" />
        <span className="hidden sm:inline">{t`Search`}</span>
      </Button>
    </form>
  );
}

/** "Export CSV": runs `onExport` (a download) with a spinner, and says so in a toast when it fails. */
export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (e) {
      toast.error(errorMessage(e, t`The export could not be made. Please try again.`));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={exporting}>
      {exporting ? <Spinner className="size-4" /> : <Icon.Download className="size-4" />} {exporting ? t`Exporting...` : t`Export CSV`}
    </Button>
  );
}

/**
 * One page of a server-paged list (`query`, whose data carries `total`) in its states: "`loading`"
 * with a spinner, an error with Try again (`errorTitle`), `empty` when `rows(data)` is empty, else
 * `children(data, busy)` (busy while the next page loads) and, past one page, a pager (`pager`:
 * its landmark's label, the page, its size, and where a click goes).
 */
export function ListResults<Data extends { total: number }>({
  query,
  rows,
  loading,
  errorTitle,
  empty,
  pager,
  children,
}: {
  query: UseQueryResult<Data>;
  rows: (data: Data) => readonly unknown[];
  loading: string;
  errorTitle: string;
  empty: ReactNode;
  pager: { label: string; page: number; pageSize: number; onPage: (page: number) => void };
  children: (data: Data, busy: boolean) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-600">
        <Spinner /> {loading}
      </div>
    );
  if (query.isError) return <ErrorState title={errorTitle} message={errorMessage(query.error, t`Please try again.`)} onRetry={() => void query.refetch()} />;
  const { data, isFetching } = query;
  if (rows(data).length === 0) return <>{empty}</>;
  return (
    <>
      {children(data, isFetching)}
      {data.total > pager.pageSize ? <ListPager label={pager.label} page={pager.page} totalPages={pageCount(data.total, pager.pageSize)} onPage={pager.onPage} busy={isFetching} /> : null}
    </>
  );
}

/** The empty state of a list: with a search or filters on, a button that clears them. */
export function EmptyList({
  title,
  filtered,
  clearLabel,
  onClear,
  action,
  children,
}: {
  title: string;
  filtered: boolean;
  clearLabel: string;
  onClear: () => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <EmptyState
      title={title}
      action={
        filtered ? (
          <Button variant="outline" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : (
          (action ?? null)
        )
      }
    >
      {children}
    </EmptyState>
  );
}

/**
 * A list filter: a labelled select of `options` (shown by `labels`) after an "all" choice (`all`),
 * holding `value`; `onChange` gets the chosen option, or undefined for all.
 */
export function FilterSelect<T extends string>({
  label,
  all,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <SelectField label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">{all}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {labels[o]}
        </option>
      ))}
    </SelectField>
  );
}
