import { useState } from 'react';
import { Link } from 'react-router';
import { CATALOG_KINDS, CATALOG_STATES, type CatalogKind, type CatalogState } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { EmptyList, FilterSelect, ListResults, ListSearch, oneOf, useListParams } from '../components/list-page';
import { PageTitle } from '../components/page-title';
import { useCatalog } from '../features/catalog/api/catalog';
import { CatalogCards, CatalogTable } from '../features/catalog/components/catalog-list';
import { KIND_LABELS, STATE_LABELS } from '../features/catalog/labels';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;
/** "Products", "Artworks": the kind filter's choices. */
const KIND_PLURALS = Object.fromEntries(CATALOG_KINDS.map((k) => [k, `${KIND_LABELS[k]}s`])) as Record<CatalogKind, string>;

/**
 * /admin/catalog (issue 15 "Catalog"): products and artworks in every state, searched by title, slug
 * or artist, filtered by kind and state, 20 a page from the server (X-Total-Count). Cards on a phone,
 * a table from 1024 px; the filters live in the address.
 */
export default function CatalogPage() {
  const { params, page, update } = useListParams({ replaceFilters: true });
  const q = params.get('q') ?? '';
  const kind = oneOf<CatalogKind>(CATALOG_KINDS, params.get('kind'));
  const state = oneOf<CatalogState>(CATALOG_STATES, params.get('state'));
  const [draft, setDraft] = useState(q);
  const query = useCatalog({ q: q || undefined, kind, state, page, limit: PAGE_SIZE });
  const { data } = query;
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
        <ListSearch id="catalog-search" value={draft} onChange={setDraft} onSearch={(value) => update({ q: value || undefined })} placeholder="Title, address or artist" buttonLabel="Search the catalog" />
        <div className="grid grid-cols-2 gap-3 lg:contents">
          <FilterSelect label="Kind" all="All kinds" options={CATALOG_KINDS} labels={KIND_PLURALS} value={kind} onChange={(value) => update({ kind: value })} />
          <FilterSelect label="State" all="All states" options={CATALOG_STATES} labels={STATE_LABELS} value={state} onChange={(value) => update({ state: value })} />
        </div>
      </div>

      <ListResults
        query={query}
        rows={(d) => d.items}
        loading="Loading the catalog..."
        errorTitle="The catalog could not be loaded"
        pager={{ label: 'Catalog pages', page, pageSize: PAGE_SIZE, onPage: (next) => update({ page: String(next) }) }}
        empty={
          <EmptyList
            title={filtered ? 'No item matches' : 'The catalog is empty'}
            filtered={filtered}
            clearLabel="Clear the search and filters"
            onClear={() => {
              setDraft('');
              update({ q: undefined, kind: undefined, state: undefined });
            }}
            action={
              <Link to={adminPaths.catalogNew} className={buttonClass('dark', 'md')}>
                Add the first item
              </Link>
            }
          >
            {filtered ? 'Try another word, or another kind or state.' : 'Products and artworks you add appear here.'}
          </EmptyList>
        }
      >
        {(d, busy) => (
          <>
            <div className="lg:hidden">
              <CatalogCards items={d.items} busy={busy} />
            </div>
            <div className="hidden lg:block">
              <CatalogTable items={d.items} busy={busy} />
            </div>
          </>
        )}
      </ListResults>
    </>
  );
}
