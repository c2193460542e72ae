import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATALOG_KINDS, CATALOG_STATES, type CatalogKind, type CatalogState } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import { SelectField, inputClass } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { ListPager, pageCount } from '@/components/list-pager';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { PageTitle } from '../components/page-title';
import { useCatalog } from '../features/catalog/api/catalog';
import { CatalogCards, CatalogTable } from '../features/catalog/components/catalog-list';
import { KIND_LABELS, STATE_LABELS } from '../features/catalog/labels';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (value && (list as readonly string[]).includes(value) ? (value as T) : undefined);

/**
 * /admin/catalog (issue 15 "Catalog"): products and artworks in every state, searched by title, slug
 * or artist, filtered by kind and state, 20 a page from the server (X-Total-Count). Cards on a phone,
 * a table from 1024 px; the filters live in the address.
 */
export default function CatalogPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = oneOf<CatalogKind>(CATALOG_KINDS, params.get('kind'));
  const state = oneOf<CatalogState>(CATALOG_STATES, params.get('state'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const { data, error, isPending, isFetching, refetch } = useCatalog({ q: q || undefined, kind, state, page, limit: PAGE_SIZE });

  /** Changes some filters; any change but the page goes back to page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
        else next.delete(key);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !('page' in changes) },
    );
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined });
  };
  const filtered = Boolean(q || kind || state);

  return (
    <>
      <PageTitle
        title="Catalog"
        actions={
          <Link to={adminPaths.catalogNew} className={buttonClass('dark', 'md')}>
            <BaseIcon.Plus className="size-5" /> New item
          </Link>
        }
      >
        {data ? `${data.total} ${data.total === 1 ? 'item' : 'items'}${filtered ? ' match' : ''}` : ' '}
      </PageTitle>

      <div className="mb-5 grid gap-3 lg:grid-cols-[1fr_12rem_12rem] lg:items-end">
        <form role="search" onSubmit={onSearch} className="flex gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="catalog-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
              Search
            </label>
            <input
              id="catalog-search"
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Title, address or artist"
              className={inputClass}
              enterKeyHint="search"
              maxLength={100}
            />
          </div>
          <Button type="submit" variant="dark" className="self-end" aria-label="Search the catalog">
            <BaseIcon.Search className="size-5" />
            <span className="hidden sm:inline">Search</span>
          </Button>
        </form>
        <div className="grid grid-cols-2 gap-3 lg:contents">
          <SelectField label="Kind" value={kind ?? ''} onChange={(e) => update({ kind: e.target.value || undefined })}>
            <option value="">All kinds</option>
            {CATALOG_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}s
              </option>
            ))}
          </SelectField>
          <SelectField label="State" value={state ?? ''} onChange={(e) => update({ state: e.target.value || undefined })}>
            <option value="">All states</option>
            {CATALOG_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-600">
          <Spinner /> Loading the catalog...
        </div>
      ) : error ? (
        <ErrorState title="The catalog could not be loaded" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title={filtered ? 'No item matches' : 'The catalog is empty'}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() => {
                  setDraft('');
                  update({ q: undefined, kind: undefined, state: undefined });
                }}
              >
                Clear the search and filters
              </Button>
            ) : (
              <Link to={adminPaths.catalogNew} className={buttonClass('dark', 'md')}>
                Add the first item
              </Link>
            )
          }
        >
          {filtered ? 'Try another word, or another kind or state.' : 'Products and artworks you add appear here.'}
        </EmptyState>
      ) : (
        <>
          <div className="lg:hidden">
            <CatalogCards items={data.items} busy={isFetching} />
          </div>
          <div className="hidden lg:block">
            <CatalogTable items={data.items} busy={isFetching} />
          </div>
          {data.total > PAGE_SIZE ? <ListPager label="Catalog pages" page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPage={(next) => update({ page: String(next) })} busy={isFetching} /> : null}
        </>
      )}
    </>
  );
}
