import { useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { CATALOG_KINDS, CATALOG_STATES, can, type CatalogKind, type CatalogState } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { EmptyList, ExportCsvButton, FilterSelect, ListResults, ListSearch, oneOf, useListParams } from '../components/list-page';
import { PageTitle } from '../components/page-title';
import { downloadCatalogCsv, useCatalog } from '../features/catalog/api/catalog';
import { CatalogCards, CatalogTable } from '../features/catalog/components/catalog-list';
import { labelsIn } from '../components/badges';
import { STATE_LABELS } from '@admin/components/badges';
import { KIND_PLURAL_LABELS } from '../features/catalog/labels';
import { adminPaths } from '../paths';
import { useAuth } from '@/lib/auth';

const PAGE_SIZE = 20;

/**
 * /admin/catalog (docs/decisions/101): products and artworks in every state, searched by title, slug
 * or artist, filtered by kind and state, 20 a page from the server (X-Total-Count). Cards on a phone,
 * a table from 1024 px; the filters live in the address. The owner may export it as CSV, a row per variant.
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
  const { user } = useAuth();

  return (
    <>
      <PageTitle
        title={t`Catalog`}
        actions={
          <>
            {/* One row per variant on sale, the list's filters applied (owner; docs/decisions/127). */}
            {can(user?.role, 'catalog.export') ? <ExportCsvButton onExport={() => downloadCatalogCsv({ q: q || undefined, kind, state })} /> : null}
            <Link to={adminPaths.catalogNew} className={buttonClass('dark', 'md')}>
              <BaseIcon.Plus className="size-5" /> {t`New item`}
            </Link>
          </>
        }
      >
        {data ? (filtered ? plural(data.total, { one: '# item match', other: '# items match' }) : plural(data.total, { one: '# item', other: '# items' })) : ' '}
      </PageTitle>

      <div className="mb-5 grid gap-3 lg:grid-cols-[1fr_12rem_12rem] lg:items-end">
        <ListSearch
          id="catalog-search"
          value={draft}
          onChange={setDraft}
          onSearch={(value) => update({ q: value || undefined })}
          placeholder={t`Title, address or artist`}
          buttonLabel={t`Search the catalog`}
        />
        <div className="grid grid-cols-2 gap-3 lg:contents">
          <FilterSelect label={t`Kind`} all={t`All kinds`} options={CATALOG_KINDS} labels={labelsIn(KIND_PLURAL_LABELS)} value={kind} onChange={(value) => update({ kind: value })} />
          <FilterSelect label={t`State`} all={t`All states`} options={CATALOG_STATES} labels={labelsIn(STATE_LABELS)} value={state} onChange={(value) => update({ state: value })} />
        </div>
      </div>

      <ListResults
        query={query}
        rows={(d) => d.items}
        loading={t`Loading the catalog...`}
        errorTitle={t`The catalog could not be loaded`}
        pager={{ label: t`Catalog pages`, page, pageSize: PAGE_SIZE, onPage: (next) => update({ page: String(next) }) }}
        empty={
          <EmptyList
            title={filtered ? t`No item matches` : t`The catalog is empty`}
            filtered={filtered}
            clearLabel={t`Clear the search and filters`}
            onClear={() => {
              setDraft('');
              update({ q: undefined, kind: undefined, state: undefined });
            }}
            action={
              <Link to={adminPaths.catalogNew} className={buttonClass('dark', 'md')}>
                {t`Add the first item`}
              </Link>
            }
          >
            {filtered ? t`Try another word, or another kind or state.` : t`Products and artworks you add appear here.`}
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
