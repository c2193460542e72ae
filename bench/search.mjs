// `npm run bench:search` (docs/decisions/009): search latency (p95) on a catalog of ~100,000
// items, on PGlite and PostgreSQL, for GET /api/products/search?q= and GET /api/gallery/search?q=.
// For each engine: fresh data, one start of the BUILT server (apps/api/dist/server.js) to migrate
// and seed the demo shop, stop it, bulk-load the catalog straight into the database with SQL
// (generate_series), VACUUM ANALYZE, restart, warm up, then a fixed set of queries, sequentially
// on one keep-alive connection, timed client-side from send to full body. The reply cache is off
// (PUBLIC_CACHE_TTL_MS=0), so every request queries. Also: top-3 titles and a ✓/✗ for the typo
// queries, and EXPLAIN (ANALYZE, BUFFERS) of the repository's own SQL (captured from drizzle).
// Prints a table and writes bench/results/search-latest.json. See bench/README.md.
// Env: BENCH_ENGINES=pglite,postgres  BENCH_SEARCH_ITEMS=100000  BENCH_SEARCH_REPS=50
// BENCH_SEARCH_WARMUP=5  BENCH_SEARCH_BATCH=5000  BENCH_SEARCH_PORT=3211  BENCH_PG_ADMIN_URL
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  API_DIST,
  BENCH_DIR,
  ENGINE_LABEL,
  HEALTH_PATH,
  PG_ADMIN_URL,
  ROOT,
  SERVER,
  createDatabase,
  dropDatabase,
  databaseUrl,
  errorText,
  onCleanup,
  parseEngines,
  portFree,
  positiveNumber,
  postgresUnavailable,
  progress,
  redact,
  removeDir,
  request,
  runMain,
  startProc,
  stats,
  stopProc,
  tempDirs,
  wasInterrupted,
  waitReady,
} from './lib.mjs';

/** @typedef {import('./lib.mjs').Proc} Proc */

const SERVICE = path.join(API_DIST, 'modules/catalog/catalog.service.js');
const DB_CLIENT = path.join(API_DIST, 'db/client.js');
const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'search-latest.json');

const FIRST_START_TIMEOUT_MS = 240_000;
const RESTART_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Targets of docs/decisions/009 (p95 over ~100,000 items), reported, never asserted. */
const TARGETS = { p95Ms: { postgres: 20, pglite: 60 } };

const settings = {
  items: Math.round(positiveNumber('BENCH_SEARCH_ITEMS', 100_000)),
  /** Share of artworks in the bulk load; the rest are products. */
  artworkShare: 0.2,
  reps: Math.round(positiveNumber('BENCH_SEARCH_REPS', 50)),
  warmup: Math.round(positiveNumber('BENCH_SEARCH_WARMUP', 5)),
  batch: Math.round(positiveNumber('BENCH_SEARCH_BATCH', 5000)),
  port: Math.round(positiveNumber('BENCH_SEARCH_PORT', 3211)),
  engines: parseEngines(),
  publicCacheTtlMs: 0,
};

/**
 * The fixed query set. `expect`: words each of the top 3 results must contain in its title or
 * artist (lower case) for the quality check; [] = must return nothing; undefined = no check.
 * @typedef {{ endpoint: 'products' | 'gallery', q: string, type: string, expect?: string[] }} Query
 * @type {Query[]}
 */
const QUERIES = [
  { endpoint: 'products', q: 'sneakers', type: 'common word', expect: ['sneaker'] },
  { endpoint: 'products', q: 'sneekers', type: 'typo', expect: ['sneaker'] },
  { endpoint: 'products', q: 'imigngo', type: 'typo', expect: ['imigongo'] },
  { endpoint: 'products', q: 'lofers', type: 'typo', expect: ['loafer'] },
  { endpoint: 'products', q: 'red leather', type: 'two words', expect: ['red', 'leather'] },
  { endpoint: 'products', q: 'kimono', type: 'rare word', expect: ['kimono'] },
  { endpoint: 'products', q: 'zzqxv', type: 'no match', expect: [] },
  { endpoint: 'products', q: 'hand painted leather sneakers from kigali', type: 'long phrase' },
  { endpoint: 'gallery', q: 'landscape', type: 'common word', expect: ['landscape'] },
  { endpoint: 'gallery', q: 'imigngo', type: 'typo', expect: ['imigongo'] },
  { endpoint: 'gallery', q: 'aline uwse', type: 'artist + typo', expect: ['aline uwase'] },
  { endpoint: 'gallery', q: 'portrat', type: 'typo', expect: ['portrait'] },
  { endpoint: 'gallery', q: 'gorilla', type: 'rare word', expect: ['gorilla'] },
  { endpoint: 'gallery', q: 'zzqxv', type: 'no match', expect: [] },
  { endpoint: 'gallery', q: 'acrylic portrait of a dancer in kigali', type: 'long phrase' },
];
/** The two queries whose full plans are printed (one common word, one typo). */
const EXPLAIN_FULL = [
  { endpoint: 'products', q: 'sneakers' },
  { endpoint: 'products', q: 'sneekers' },
];
const KIND = /** @type {const} */ ({ products: 'product', gallery: 'artwork' });

// ───────────────────────────── helpers ─────────────────────────────

/** PGlite instances this process has open (the bulk load), closed before their folder is removed. */
/** @type {Set<{ close(): Promise<void> }>} */
const openPglites = new Set();
onCleanup(async () => {
  for (const db of openPglites) await db.close().catch(() => undefined);
  openPglites.clear();
});

/** @param {Query | { endpoint: 'products' | 'gallery', q: string }} query */
const searchPath = (query) => `/api/${query.endpoint}/search?q=${encodeURIComponent(query.q)}`;

/**
 * A module of the built API, imported by a path computed at run time (the bench type-checks
 * without the API's build output).
 * @param {string} file
 * @returns {Promise<any>}
 */
const importDist = (file) => import(pathToFileURL(file).href);

/**
 * The pg_trgm settings the API applies on every connection, read from the built db client so the
 * EXPLAINs use exactly what the server uses; the fallback mirrors apps/api/src/db/client.ts.
 */
function searchSettingsSql() {
  try {
    const m = fs.readFileSync(DB_CLIENT, 'utf8').match(/const SEARCH_SETTINGS[^=]*=\s*\{([^}]+)\}/);
    const pairs = [...(m?.[1] ?? '').matchAll(/'?([\w.]+)'?\s*:\s*'([^']+)'/g)].map(([, name, value]) => `set ${name} = ${value}`);
    if (pairs.length) return pairs.join('; ');
  } catch {
    /* fall through */
  }
  return 'set pg_trgm.similarity_threshold = 0.3; set pg_trgm.word_similarity_threshold = 0.45';
}

/**
 * The postgresql.conf lines the API opens PGlite with (shared_buffers=8MB, …), read from the built
 * db client, so the bench's EXPLAINs on PGlite see the server's buffer pool; null if not found.
 * @returns {string[] | null}
 */
function pgliteConf() {
  try {
    const m = fs.readFileSync(DB_CLIENT, 'utf8').match(/const PGLITE_CONF = \[([^\]]*)\]/);
    if (m?.[1] !== undefined) return [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1] ?? '');
  } catch {
    /* fall through */
  }
  return null;
}

// ───────────────────────────── the synthetic catalog ─────────────────────────────

/** @param {string[]} words */
const sqlArray = (words) => `ARRAY[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]`;

// Word lists. Each slot of a row picks from its list with its own hash of the row number, so the
// combinations vary; the list sizes set how many rows a word hits (e.g. 'sneakers' ≈ 1 in 12 products).
const PLACES = [
  'Imigongo',
  'Kigali',
  'Nyamirambo',
  'Kimironko',
  'Kivu',
  'Musanze',
  'Nyungwe',
  'Huye',
  'Rubavu',
  'Remera',
  'Kacyiru',
  'Gisenyi',
  'Akagera',
  'Virunga',
  'Intore',
  'Agaseke',
  'Umushanana',
  'Inyambo',
  'Kibuye',
  'Nyanza',
];
const COLOURS = ['Red', 'Teal', 'Ochre', 'Indigo', 'Black', 'White', 'Gold', 'Emerald', 'Terracotta', 'Sky Blue', 'Sand', 'Charcoal', 'Rose', 'Olive', 'Amber', 'Cobalt'];
const MATERIALS = ['Leather', 'Canvas', 'Suede', 'Kitenge', 'Linen', 'Cotton', 'Denim', 'Sisal', 'Silk', 'Wool', 'Raffia', 'Velvet'];
/** Product nouns and their category (parallel lists); sneakers appear twice, the shop's best seller. */
const NOUNS = [
  ['Sneakers', 'custom-shoes'],
  ['High-Top Sneakers', 'custom-shoes'],
  ['Loafers', 'custom-shoes'],
  ['Boots', 'custom-shoes'],
  ['Sandals', 'custom-shoes'],
  ['Slip-Ons', 'custom-shoes'],
  ['Runners', 'custom-shoes'],
  ['Heels', 'custom-shoes'],
  ['Mules', 'custom-shoes'],
  ['Brogues', 'custom-shoes'],
  ['Shirt', 'fashion'],
  ['Wrap Dress', 'fashion'],
  ['Skirt', 'fashion'],
  ['Jacket', 'fashion'],
  ['Trousers', 'fashion'],
  ['Tee', 'fashion'],
  ['Hoodie', 'fashion'],
  ['Bomber', 'fashion'],
  ['Scarf', 'fashion'],
  ['Tote', 'exclusive'],
  ['Crossbody Bag', 'exclusive'],
  ['Cap', 'exclusive'],
  ['Bucket Hat', 'exclusive'],
  ['Necklace', 'exclusive'],
  ['Bracelet', 'exclusive'],
  ['Wallet', 'exclusive'],
  ['Backpack', 'exclusive'],
];
const SIZES = { 'custom-shoes': ['EU 36–45', 'EU 38–46', 'EU 35–42', 'EU 24–35'], fashion: ['XS–XL', 'S–XXL', 'One size'], exclusive: ['One size', 'Adjustable', '38 × 32 × 12 cm'] };
const DETAILS = [
  'contrast stitching',
  'a cushioned insole',
  'brass hardware',
  'hand-painted zigzags',
  'woven trim',
  'a recycled rubber sole',
  'hidden pockets',
  'embroidered edges',
  'a kitenge lining',
  'bold geometric panels',
];
const CLOSERS = [
  'Made to order in our Kigali studio within a week.',
  'Each piece is signed by the maker.',
  'Sized for everyday wear in the city.',
  'Packed in a reusable kitenge pouch.',
  'A limited run of fifty pieces.',
  'Designed with a cooperative in Huye.',
  'Repairs are free for the first year.',
  'Painted by hand, so no two are alike.',
];
const VERBS = ['painted', 'stitched', 'woven', 'dyed', 'printed', 'finished'];
const FIRST_NAMES = ['Aline', 'Jean-Paul', 'Grace', 'Eric', 'Diane', 'Patrick', 'Claudine', 'Emmanuel', 'Solange', 'Olivier', 'Josiane', 'Fabrice'];
const LAST_NAMES = ['Uwase', 'Habimana', 'Mukamana', 'Niyonzima', 'Ingabire', 'Mugisha', 'Uwimana', 'Nshimiyimana', 'Mutoni', 'Hakizimana', 'Iradukunda', 'Kayitesi'];
/** Art nouns and their category (parallel lists). */
const ART_NOUNS = [
  ['Painting', 'painting'],
  ['Landscape', 'painting'],
  ['Portrait', 'painting'],
  ['Study', 'painting'],
  ['Market Scene', 'painting'],
  ['Dancers', 'painting'],
  ['Relief', 'relief'],
  ['Print', 'print'],
  ['Screen Print', 'print'],
  ['Drawing', 'drawing'],
  ['Sketch', 'drawing'],
  ['Carving', 'sculpture'],
  ['Photograph', 'photography'],
  ['Panorama', 'digital'],
];
const ART_ADJECTIVES = ['Quiet', 'Morning', 'Golden', 'Blue', 'Evening', 'Rainy', 'Bright', 'Silent', 'Distant', 'Dancing', 'Misty', 'Red'];
const MEDIUMS = [
  'Acrylic on canvas',
  'Oil on linen',
  'Watercolour on cotton paper',
  'Ink on paper',
  'Charcoal on paper',
  'Mixed media on board',
  'Giclée print on archival paper',
  'Cow-dung relief with natural pigments on board',
];
const ART_MATERIALS = ['Canvas', 'Linen', 'Cotton paper', 'Paper', 'Wood board', 'Archival paper'];
const SUBJECTS = [
  'the hills at dawn',
  'fishing boats at night',
  'a busy market',
  'dancers mid-leap',
  'tea fields after rain',
  'a mother and child',
  'the city lights',
  'banana leaves in the sun',
  'the volcanoes in mist',
  'a moto taxi driver',
];

/**
 * One INSERT … SELECT … FROM generate_series for rows [from, to] of a kind. The generated columns
 * (search_vector, search_text) fill themselves. Slugs start with 'bench-' (the seed's don't).
 * `h(k)` is a deterministic pseudo-random non-negative integer per row and slot.
 * @param {'product' | 'artwork'} kind
 * @param {number} from
 * @param {number} to
 */
function insertSql(kind, from, to) {
  const pick = (/** @type {string} */ arr, /** @type {number} */ len, /** @type {number} */ slot) => `(${arr})[1 + (hashint4(g * 16 + ${slot}) & 2147483647) % ${len}]`;
  if (kind === 'product') {
    const nouns = sqlArray(NOUNS.map((n) => n[0] ?? ''));
    const cats = sqlArray(NOUNS.map((n) => n[1] ?? ''));
    const nounIdx = `(1 + (hashint4(g * 16 + 3) & 2147483647) % ${NOUNS.length})`;
    const sizeFor = (/** @type {keyof typeof SIZES} */ c) => `(${sqlArray(SIZES[c])})[1 + (hashint4(g * 16 + 9) & 2147483647) % ${SIZES[c].length}]`;
    return `
      INSERT INTO catalog_items (kind, slug, title, description, category, material, size, washable, price_minor, position)
      SELECT 'product', 'bench-p-' || g, x.title, x.description, x.category, x.material, x.size, x.washable, x.price_minor, 1000 + g
      FROM generate_series(${from}, ${to}) AS g,
      LATERAL (SELECT ${pick(sqlArray(PLACES), PLACES.length, 1)} AS place, ${pick(sqlArray(COLOURS), COLOURS.length, 2)} AS colour,
                      ${pick(sqlArray(MATERIALS), MATERIALS.length, 4)} AS mat, (${nouns})[${nounIdx}] AS noun, (${cats})[${nounIdx}] AS cat,
                      ${pick(sqlArray(DETAILS), DETAILS.length, 5)} AS detail, ${pick(sqlArray(CLOSERS), CLOSERS.length, 6)} AS closer,
                      ${pick(sqlArray(VERBS), VERBS.length, 7)} AS verb, (hashint4(g * 16 + 8) & 2147483647) AS h) AS w,
      LATERAL (SELECT
        CASE w.h % 3
          WHEN 0 THEN w.place || ' ' || w.colour || ' ' || w.mat || ' ' || w.noun
          WHEN 1 THEN w.colour || ' ' || w.place || ' ' || w.noun
          ELSE w.place || ' ' || w.noun || ' in ' || w.colour || ' ' || w.mat END AS title,
        'Hand-' || w.verb || ' ' || lower(w.mat) || ' ' || lower(w.noun) || ' inspired by ' || w.place || ', finished in ' || lower(w.colour) || ' with ' || w.detail || '. ' || w.closer AS description,
        w.cat AS category,
        w.mat || CASE WHEN w.cat = 'custom-shoes' THEN ', rubber sole' ELSE '' END AS material,
        CASE w.cat WHEN 'custom-shoes' THEN ${sizeFor('custom-shoes')} WHEN 'fashion' THEN ${sizeFor('fashion')} ELSE ${sizeFor('exclusive')} END AS size,
        w.h % 5 <> 0 AS washable,
        (15000 + (w.h / 7) % 186000)::bigint * 100 AS price_minor) AS x`;
  }
  const nouns = sqlArray(ART_NOUNS.map((n) => n[0] ?? ''));
  const cats = sqlArray(ART_NOUNS.map((n) => n[1] ?? ''));
  const nounIdx = `(1 + (hashint4(g * 16 + 3) & 2147483647) % ${ART_NOUNS.length})`;
  return `
    INSERT INTO catalog_items (kind, slug, title, description, category, material, size, washable, price_minor, artist, medium_description, position)
    SELECT 'artwork', 'bench-a-' || g, x.title, x.description, x.category, x.material, x.size, false, x.price_minor, x.artist, x.medium, 1000 + g
    FROM generate_series(${from}, ${to}) AS g,
    LATERAL (SELECT ${pick(sqlArray(PLACES), PLACES.length, 1)} AS place, ${pick(sqlArray(ART_ADJECTIVES), ART_ADJECTIVES.length, 2)} AS adj,
                    (${nouns})[${nounIdx}] AS noun, (${cats})[${nounIdx}] AS cat,
                    ${pick(sqlArray(FIRST_NAMES), FIRST_NAMES.length, 4)} || ' ' || ${pick(sqlArray(LAST_NAMES), LAST_NAMES.length, 5)} AS artist,
                    ${pick(sqlArray(MEDIUMS), MEDIUMS.length, 6)} AS medium, ${pick(sqlArray(ART_MATERIALS), ART_MATERIALS.length, 7)} AS mat,
                    ${pick(sqlArray(SUBJECTS), SUBJECTS.length, 9)} AS subject, (hashint4(g * 16 + 8) & 2147483647) AS h) AS w,
    LATERAL (SELECT (30 + w.h % 12 * 10) || ' × ' || (30 + (w.h / 12) % 10 * 10) || ' cm' AS dims) AS d,
    LATERAL (SELECT
      CASE w.h % 3
        WHEN 0 THEN w.adj || ' ' || w.place || ' ' || w.noun
        WHEN 1 THEN w.place || ' ' || w.noun || ' No. ' || (1 + w.h % 97)
        ELSE w.noun || ' of ' || w.place || ', ' || w.adj END AS title,
      'A ' || lower(w.noun) || ' of ' || w.subject || ' near ' || w.place || ', by ' || w.artist || '. ' || w.medium || ', signed on the back.' AS description,
      w.cat AS category, w.mat AS material, d.dims AS size, w.artist AS artist, w.medium || ', ' || d.dims AS medium,
      (50000 + (w.h / 7) % 950000)::bigint * 100 AS price_minor) AS x`;
}

/** One picture per bulk item, like the seed's (keys only: the search reply carries URLs, no file is read). */
const IMAGES_SQL = `
  INSERT INTO catalog_images (item_id, position, image_key, alt)
  SELECT id, 0, 'bench/' || slug || '-0', title FROM catalog_items ci
  WHERE slug LIKE 'bench-%' AND NOT EXISTS (SELECT 1 FROM catalog_images x WHERE x.item_id = ci.id)`;

/**
 * Loads the synthetic catalog in batches through `exec` (pg or PGlite), then VACUUM ANALYZE.
 * @param {(sql: string) => Promise<unknown>} exec
 * @param {string} label
 */
async function bulkLoad(exec, label) {
  const artworks = Math.round(settings.items * settings.artworkShare);
  const products = settings.items - artworks;
  const t0 = performance.now();
  for (const [kind, total] of /** @type {const} */ ([
    ['product', products],
    ['artwork', artworks],
  ])) {
    for (let from = 1; from <= total; from += settings.batch) {
      const to = Math.min(total, from + settings.batch - 1);
      await exec(insertSql(kind, from, to));
      progress(`${label}: loaded ${kind}s ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
  }
  await exec(IMAGES_SQL);
  const insertMs = performance.now() - t0;
  // VACUUM as well as ANALYZE: it flushes the GIN indexes' pending lists (fastupdate), as
  // autovacuum would on a catalog that has been live for a while; ANALYZE alone leaves them.
  const t1 = performance.now();
  await exec('VACUUM (ANALYZE) catalog_items');
  await exec('VACUUM (ANALYZE) catalog_images');
  const vacuumMs = performance.now() - t1;
  return { products, artworks, insertMs, vacuumMs, totalMs: performance.now() - t0 };
}

/**
 * Row counts the load produced and how many rows the headline words hit (full text), per kind.
 * @param {(sql: string) => Promise<Array<Record<string, unknown>>>} rows
 */
async function catalogCounts(rows) {
  const [counts] = await rows(`SELECT count(*) FILTER (WHERE kind = 'product')::int AS products, count(*) FILTER (WHERE kind = 'artwork')::int AS artworks,
    count(*) FILTER (WHERE kind = 'product' AND search_vector @@ websearch_to_tsquery('english', 'sneakers'))::int AS sneakers,
    count(*) FILTER (WHERE kind = 'product' AND search_vector @@ websearch_to_tsquery('english', 'red leather'))::int AS red_leather,
    count(*) FILTER (WHERE kind = 'artwork' AND search_vector @@ websearch_to_tsquery('english', 'landscape'))::int AS landscape,
    count(*) FILTER (WHERE kind = 'artwork' AND artist = 'Aline Uwase')::int AS aline_uwase,
    pg_size_pretty(pg_total_relation_size('catalog_items')) AS table_size
    FROM catalog_items`);
  return counts ?? {};
}

// ───────────────────────────── the repository's SQL and its plans ─────────────────────────────

/**
 * Runs the catalog service's own search() once per query through a drizzle instance whose logger
 * keeps the SQL and parameters it sends; the last statement is the ranked query that produced the
 * results (after the typo-correction lookup), so the EXPLAINs below use exactly what the API issues.
 * @param {any} db a drizzle instance built with `logger`
 * @param {Array<{ sql: string, params: unknown[] }>} log where the logger pushes
 * @param {Array<{ endpoint: 'products' | 'gallery', q: string }>} queries
 */
async function captureSearchSql(db, log, queries) {
  const { catalogService } = await importDist(SERVICE);
  const catalog = catalogService({ db });
  /** @type {Map<string, { sql: string, params: unknown[] }>} */
  const out = new Map();
  for (const query of queries) {
    log.length = 0;
    // The route lower-cases q before the service (catalog.routes.ts); the limit is SEARCH_MAX_RESULTS.
    await catalog.search(KIND[query.endpoint], query.q.trim().toLowerCase());
    const issued = log.at(-1);
    if (issued) out.set(`${query.endpoint}:${query.q}`, issued);
  }
  return out;
}

/**
 * @typedef {{ query: string, endpoint: string, executionMs: number | null, planningMs: number | null, indexes: string[], matchedRows: number | null, heapBlocks: { exact: number, lossy: number } | null, recheckRemoved: number | null, sort: string | null, buffers: { hit: number, read: number }, nodes: string[], text?: string }} PlanSummary
 */

/**
 * Summarises an EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) plan: indexes used, rows matched by the
 * scan under the sort, sort method, execution time and buffers.
 * @param {any} json
 * @param {string} endpoint
 * @param {string} q
 * @returns {PlanSummary}
 */
function summarisePlan(json, endpoint, q) {
  const top = Array.isArray(json) ? json[0] : json;
  /** @type {Set<string>} */
  const indexes = new Set();
  /** @type {string[]} */
  const nodes = [];
  /** @type {number | null} */
  let matchedRows = null;
  /** @type {{ exact: number, lossy: number } | null} */
  let heapBlocks = null;
  /** @type {number | null} */
  let recheckRemoved = null;
  /** @type {string | null} */
  let sort = null;
  /** @param {any} node @param {boolean} inSubPlan */
  const walk = (node, inSubPlan) => {
    if (!node) return;
    const sub = inSubPlan || (typeof node['Subplan Name'] === 'string' && node['Parent Relationship'] === 'SubPlan');
    if (!sub) nodes.push(node['Node Type'] + (node['Index Name'] ? ` (${node['Index Name']})` : ''));
    if (node['Index Name'] && !sub) indexes.add(node['Index Name']);
    if (!sub && node['Relation Name'] === 'catalog_items' && /Scan/.test(node['Node Type'])) {
      matchedRows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
      if (node['Exact Heap Blocks'] !== undefined) heapBlocks = { exact: node['Exact Heap Blocks'] ?? 0, lossy: node['Lossy Heap Blocks'] ?? 0 };
      if (node['Rows Removed by Index Recheck'] !== undefined || node['Rows Removed by Filter'] !== undefined)
        recheckRemoved = (node['Rows Removed by Index Recheck'] ?? 0) + (node['Rows Removed by Filter'] ?? 0);
    }
    if (!sub && node['Sort Method']) sort = `${node['Sort Method']} (${node['Sort Space Used']} kB)`;
    for (const child of node.Plans ?? []) walk(child, sub);
  };
  walk(top?.Plan, false);
  return {
    query: q,
    endpoint,
    executionMs: top?.['Execution Time'] ?? null,
    planningMs: top?.['Planning Time'] ?? null,
    indexes: [...indexes],
    matchedRows,
    heapBlocks,
    recheckRemoved,
    sort,
    buffers: { hit: top?.Plan?.['Shared Hit Blocks'] ?? 0, read: top?.Plan?.['Shared Read Blocks'] ?? 0 },
    nodes,
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query's captured SQL through `query` (pg or PGlite, with the
 * API's pg_trgm settings applied); full text plans for EXPLAIN_FULL. Also the query alone, timed
 * in-process (no HTTP): median of a few runs.
 * @param {(sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>} query
 * @param {Map<string, { sql: string, params: unknown[] }>} captured
 * @param {number} timedRuns
 */
async function explainAll(query, captured, timedRuns) {
  /** @type {PlanSummary[]} */
  const plans = [];
  /** @type {Record<string, { p50: number | null, max: number | null }>} */
  const dbOnly = {};
  for (const [key, issued] of captured) {
    const [endpoint = '', ...rest] = key.split(':');
    const q = rest.join(':');
    const jsonRows = await query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${issued.sql}`, issued.params);
    const raw = jsonRows[0]?.['QUERY PLAN'];
    const summary = summarisePlan(typeof raw === 'string' ? JSON.parse(raw) : raw, endpoint, q);
    if (EXPLAIN_FULL.some((e) => e.endpoint === endpoint && e.q === q)) {
      const textRows = await query(`EXPLAIN (ANALYZE, BUFFERS) ${issued.sql}`, issued.params);
      summary.text = textRows.map((r) => String(r['QUERY PLAN'])).join('\n');
    }
    plans.push(summary);
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < timedRuns; i++) {
      const t0 = performance.now();
      await query(issued.sql, issued.params);
      times.push(performance.now() - t0);
    }
    const s = stats(times);
    dbOnly[key] = { p50: s.p50, max: s.max };
  }
  return { plans, dbOnly };
}

// ───────────────────────────── measuring through HTTP ─────────────────────────────

/**
 * Warm-up, then `reps` rounds over the query set (interleaved, so a burst of outside load hits all
 * queries alike), sequentially on one keep-alive connection.
 * @param {number} port
 */
async function measure(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    /** @type {Map<Query, number[]>} */
    const times = new Map(QUERIES.map((q) => [q, []]));
    /** @type {Map<Query, { count: number, top: Array<{ title: string, artist: string | null }>, bytes: number }>} */
    const replies = new Map();
    let errors = 0;
    for (let i = 0; i < settings.warmup; i++) {
      for (const query of QUERIES) {
        const r = await request(port, searchPath(query), { agent, timeoutMs: REQUEST_TIMEOUT_MS });
        if (r.status !== 200) throw new Error(`GET ${searchPath(query)} answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
        if (!replies.has(query)) {
          /** @type {Array<{ title: string, artist: string | null }>} */
          const items = JSON.parse(r.body.toString());
          replies.set(query, { count: items.length, top: items.slice(0, 3).map((it) => ({ title: it.title, artist: it.artist ?? null })), bytes: r.body.length });
        }
      }
    }
    for (let i = 0; i < settings.reps; i++) {
      for (const query of QUERIES) {
        try {
          const r = await request(port, searchPath(query), { agent, timeoutMs: REQUEST_TIMEOUT_MS });
          if (r.status === 200) times.get(query)?.push(r.ms);
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }
    return { times, replies, errors };
  } finally {
    agent.destroy();
  }
}

/**
 * ✓ when each of the top 3 results (or all of them, if fewer) contains every expected word in its
 * title or artist; for expect = [] when there is no result at all.
 * @param {Query} query
 * @param {{ count: number, top: Array<{ title: string, artist: string | null }> } | undefined} reply
 */
function qualityOf(query, reply) {
  if (!query.expect || !reply) return null;
  if (query.expect.length === 0) return { ok: reply.count === 0, why: reply.count === 0 ? 'no results' : `${reply.count} results` };
  if (reply.top.length === 0) return { ok: false, why: 'no results' };
  const ok = reply.top.every((it) => {
    const text = `${it.title} ${it.artist ?? ''}`.toLowerCase();
    return query.expect?.every((w) => text.includes(w)) ?? true;
  });
  return { ok, why: ok ? `top ${reply.top.length} contain "${query.expect.join('", "')}"` : `not every top result contains "${query.expect.join('", "')}"` };
}

// ───────────────────────────── one engine ─────────────────────────────

/**
 * @param {'pglite' | 'postgres'} engine
 */
async function benchEngine(engine) {
  const label = ENGINE_LABEL[engine];
  if (engine === 'postgres') {
    const why = await postgresUnavailable();
    if (why) {
      progress(`${label}: skipped — ${why}`);
      return { engine, skipped: why };
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-bench-search-${engine}-`));
  tempDirs.add(dataDir);
  /** @type {string | undefined} */
  let dbName;
  /** @type {Proc | undefined} */
  let app;
  try {
    /** @type {Record<string, string>} */
    const env = { PORT: String(settings.port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_CACHE_TTL_MS: String(settings.publicCacheTtlMs) };
    if (engine === 'postgres') {
      dbName = await createDatabase('atelier_bench_search');
      env.DATABASE_URL = databaseUrl(dbName);
    }

    // 1. First start: migrations + the demo shop. Then stop it: the load goes straight to the database.
    progress(`${label}: first start (migrate + seed the demo shop)…`);
    app = startProc('api (first start)', SERVER, env);
    await waitReady(app, settings.port, HEALTH_PATH, FIRST_START_TIMEOUT_MS);
    const firstStop = await stopProc(app);
    app = undefined;
    if (!firstStop.clean) throw new Error(`the server did not stop cleanly on SIGTERM (code ${firstStop.code}, signal ${firstStop.signal})`);

    // 2. Bulk load, plans and the query alone, on a direct connection.
    const searchSettings = searchSettingsSql();
    /** @type {Awaited<ReturnType<typeof bulkLoad>>} */
    let load;
    /** @type {Record<string, unknown>} */
    let counts;
    /** @type {Awaited<ReturnType<typeof explainAll>>} */
    let explained;
    /** @type {Array<{ sql: string, params: unknown[] }>} */
    const log = [];
    /** @type {string[] | null} the postgresql.conf lines the bench opened PGlite with for the plans */
    let pgliteConfUsed = null;
    const logger = { logQuery: (/** @type {string} */ sql, /** @type {unknown[]} */ params) => void log.push({ sql, params }) };
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      client.on('error', () => undefined);
      await client.connect();
      try {
        load = await bulkLoad((sql) => client.query(sql), label);
        counts = await catalogCounts(async (sql) => (await client.query(sql)).rows);
        await client.query(searchSettings);
        const { drizzle } = await import('drizzle-orm/node-postgres');
        progress(`${label}: EXPLAIN (ANALYZE, BUFFERS) of the repository's search SQL…`);
        const captured = await captureSearchSql(drizzle({ client, logger }), log, QUERIES);
        explained = await explainAll(async (sql, params) => (await client.query(sql, params)).rows, captured, 10);
      } finally {
        await client.end().catch(() => undefined);
      }
    } else {
      // The server keeps its embedded database in <DATA_DIR>/pglite; one process at a time opens it.
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const dir = path.join(dataDir, 'pglite');
      // The load runs with PGlite's default settings (a larger buffer pool: faster bulk inserts) …
      const loader = await PGlite.create(dir, { extensions: { pg_trgm } });
      openPglites.add(loader);
      try {
        load = await bulkLoad((sql) => loader.exec(sql), label);
        counts = await catalogCounts(async (sql) => (await loader.query(sql)).rows);
      } finally {
        openPglites.delete(loader);
        await loader.close();
      }
      // … the plans with the server's own postgresql.conf (shared_buffers=8MB …), so 'read' vs
      // 'hit' buffers show what the server pays. (The server also runs V8 with --liftoff-only; the bench doesn't.)
      const conf = pgliteConf();
      const db = await PGlite.create(dir, { extensions: { pg_trgm }, ...(conf ? { postgresqlconf: conf } : {}) });
      openPglites.add(db);
      try {
        await db.exec(searchSettings);
        const { drizzle } = await import('drizzle-orm/pglite');
        progress(`${label}: EXPLAIN (ANALYZE, BUFFERS) of the repository's search SQL (in the bench's own PGlite, server settings)…`);
        const captured = await captureSearchSql(drizzle({ client: db, logger }), log, QUERIES);
        explained = await explainAll(async (sql, params) => /** @type {Array<Record<string, unknown>>} */ ((await db.query(sql, params)).rows), captured, 5);
        pgliteConfUsed = conf;
      } finally {
        openPglites.delete(db);
        await db.close();
      }
    }
    progress(`${label}: loaded ${settings.items.toLocaleString('en-US')} items in ${(load.totalMs / 1000).toFixed(1)} s`);

    // 3. Restart on that data and measure through HTTP.
    progress(`${label}: restart, warm-up (${settings.warmup} rounds), then ${settings.reps} rounds of ${QUERIES.length} queries…`);
    app = startProc('api', SERVER, env);
    const restartMs = await waitReady(app, settings.port, HEALTH_PATH, RESTART_TIMEOUT_MS);
    const measured = await measure(settings.port);
    const finalStop = await stopProc(app);
    app = undefined;

    const perQuery = QUERIES.map((query) => {
      const key = `${query.endpoint}:${query.q}`;
      const reply = measured.replies.get(query);
      return {
        endpoint: query.endpoint,
        q: query.q,
        type: query.type,
        latencyMs: stats(measured.times.get(query) ?? []),
        results: reply?.count ?? null,
        replyBytes: reply?.bytes ?? null,
        top3: reply?.top ?? [],
        quality: qualityOf(query, reply),
        plan: explained.plans.find((p) => p.endpoint === query.endpoint && p.query === query.q) ?? null,
        dbOnlyMs: explained.dbOnly[key] ?? null,
      };
    });
    /** @type {Record<string, ReturnType<typeof stats>>} */
    const overall = {};
    for (const endpoint of /** @type {const} */ (['products', 'gallery'])) {
      overall[endpoint] = stats(QUERIES.filter((q) => q.endpoint === endpoint).flatMap((q) => measured.times.get(q) ?? []));
    }
    overall.all = stats(QUERIES.flatMap((q) => measured.times.get(q) ?? []));
    return { engine, load, counts, restartMs, perQuery, overall, pgliteConf: pgliteConfUsed, errors: measured.errors, cleanStop: { first: firstStop.clean, last: finalStop.clean } };
  } catch (err) {
    progress(`${label}: FAILED — ${errorText(err)}`);
    return { engine, error: errorText(err) };
  } finally {
    if (app) await stopProc(app);
    if (dbName) await dropDatabase(dbName);
    removeDir(dataDir);
  }
}

// ───────────────────────────── report ─────────────────────────────

/** @param {number | null | undefined} n @param {number} [digits] */
const fmt = (n, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
/** @param {boolean} ok */
const mark = (ok) => (ok ? 'ok' : 'MISS');

/**
 * @param {string[]} header
 * @param {string[][]} rows
 */
function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)];
}

/** @param {any[]} engines */
function printReport(engines) {
  const out = [];
  out.push('');
  out.push(`Atelier search bench — ${new Date().toISOString()} — ${os.cpus().length} CPUs, Node ${process.version}`);
  out.push(
    `${settings.items.toLocaleString('en-US')} bulk items (${Math.round((1 - settings.artworkShare) * 100)} % products, ${Math.round(settings.artworkShare * 100)} % artworks) + the demo shop; PUBLIC_CACHE_TTL_MS=${settings.publicCacheTtlMs} (reply cache off: every request queries); ` +
      `${settings.warmup} warm-up + ${settings.reps} measured rounds over ${QUERIES.length} queries, sequential, one keep-alive connection, latency client-side from send to full body (no Accept-Encoding, so uncompressed).`,
  );
  for (const e of engines) {
    const label = ENGINE_LABEL[e.engine];
    out.push('');
    if (e.skipped) {
      out.push(`${label}: skipped — ${e.skipped}`);
      continue;
    }
    if (e.error) {
      out.push(`${label}: FAILED — ${e.error}`);
      continue;
    }
    out.push(
      `${label} — load ${fmt(e.load.totalMs / 1000, 1)} s (inserts ${fmt(e.load.insertMs / 1000, 1)} s + VACUUM ANALYZE ${fmt(e.load.vacuumMs / 1000, 1)} s); ` +
        `${fmt(/** @type {number} */ (e.counts.products))} products, ${fmt(/** @type {number} */ (e.counts.artworks))} artworks, table ${e.counts.table_size}; ` +
        `full-text hits: sneakers ${fmt(e.counts.sneakers)}, red leather ${fmt(e.counts.red_leather)}, landscape ${fmt(e.counts.landscape)}; restart ${fmt(e.restartMs / 1000, 2)} s` +
        (e.errors ? `; ${e.errors} failed requests!` : ''),
    );
    const rows = e.perQuery.map((/** @type {any} */ r) => [
      r.endpoint,
      r.q,
      r.type,
      fmt(r.results),
      fmt(r.latencyMs.p50, 1),
      fmt(r.latencyMs.p95, 1),
      fmt(r.latencyMs.max, 1),
      r.dbOnlyMs ? fmt(r.dbOnlyMs.p50, 1) : '—',
      r.plan ? fmt(r.plan.executionMs, 1) : '—',
      r.plan ? `${fmt(r.plan.matchedRows)}${r.plan.recheckRemoved ? ` (−${fmt(r.plan.recheckRemoved)} recheck)` : ''}` : '—',
      r.quality ? (r.quality.ok ? '✓' : '✗') : '',
    ]);
    out.push(...table(['endpoint', 'q', 'type', 'results', 'p50 ms', 'p95 ms', 'max ms', 'SQL alone p50', 'EXPLAIN exec ms', 'rows matched', 'quality'], rows));
    for (const endpoint of /** @type {const} */ (['products', 'gallery'])) {
      const o = e.overall[endpoint];
      const target = TARGETS.p95Ms[/** @type {'pglite' | 'postgres'} */ (e.engine)];
      out.push(
        `  ${label} /api/${endpoint}/search overall: p95 ${fmt(o.p95, 1)} ms ${mark((o.p95 ?? Infinity) <= target)} (target ≤ ${target} ms), p50 ${fmt(o.p50, 1)} ms, max ${fmt(o.max, 1)} ms, ${o.n} requests`,
      );
    }
  }

  // Quality: the top 3 titles of the typo queries (and the other checked ones) per engine.
  out.push('');
  out.push('Quality (top 3 results; ✓ = each contains the intended word in title or artist):');
  for (const e of engines) {
    if (!e.perQuery) continue;
    for (const r of e.perQuery) {
      if (!r.quality) continue;
      if (!/typo/.test(r.type) && r.quality.ok) continue; // print every typo query; others only when they fail
      const tops = r.top3.map((/** @type {any} */ t) => (t.artist ? `${t.title} — ${t.artist}` : t.title)).join(' | ') || '(none)';
      out.push(`  ${r.quality.ok ? '✓' : '✗'} ${ENGINE_LABEL[e.engine]} ${r.endpoint} "${r.q}": ${tops}`);
    }
  }

  // Plans.
  for (const e of engines) {
    if (!e.perQuery) continue;
    out.push('');
    out.push(
      `${ENGINE_LABEL[e.engine]} plans (EXPLAIN ANALYZE, BUFFERS of the repository's SQL${e.engine === 'pglite' ? `, run in the bench's own PGlite opened with the server's settings: ${(e.pgliteConf ?? ['PGlite defaults']).join(', ')}` : ''}):`,
    );
    for (const r of e.perQuery) {
      const p = r.plan;
      if (!p) continue;
      out.push(
        `  ${r.endpoint} "${r.q}": ${fmt(p.executionMs, 1)} ms exec, indexes: ${p.indexes.join(', ') || 'NONE (seq scan)'}; rows matched ${fmt(p.matchedRows)}` +
          (p.recheckRemoved ? `, removed by recheck/filter ${fmt(p.recheckRemoved)}` : '') +
          (p.heapBlocks ? `, heap blocks ${fmt(p.heapBlocks.exact)}${p.heapBlocks.lossy ? ` + ${fmt(p.heapBlocks.lossy)} lossy` : ''}` : '') +
          (p.sort ? `; sort ${p.sort}` : '') +
          `; buffers hit ${fmt(p.buffers.hit)} read ${fmt(p.buffers.read)}`,
      );
    }
    if (e.engine === 'postgres') {
      for (const r of e.perQuery) {
        if (!r.plan?.text) continue;
        out.push('');
        out.push(`  Full plan, ${r.endpoint} "${r.q}":`);
        for (const l of r.plan.text.split('\n')) out.push(`    ${l}`);
      }
    }
  }
  out.push('');
  console.log(out.join('\n'));
}

// ───────────────────────────── main ─────────────────────────────

async function main() {
  const t0 = performance.now();
  for (const file of [SERVER, SERVICE]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} not found: build the API first (npm run build -w @atelier/contracts && npm run build -w @atelier/api)`);
  }
  if (!(await portFree(settings.port))) throw new Error(`port ${settings.port} is already in use; pick another with BENCH_SEARCH_PORT`);

  const loadBefore = os.loadavg()[0];
  /** @type {any[]} */
  const engines = [];
  for (const engine of settings.engines) {
    if (wasInterrupted()) break;
    engines.push(await benchEngine(engine));
  }
  // Interrupted: the signal handler cleans up and exits; a half-run report would only mislead.
  if (wasInterrupted()) return 130;
  const loadAfter = os.loadavg()[0];
  const totalS = (performance.now() - t0) / 1000;

  printReport(engines);
  const busy = loadBefore > 0.5;
  console.log(
    `Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (${os.cpus().length} CPUs).` +
      (busy
        ? ' Note: the machine was busy before the run started — other work competes with the server and PostgreSQL, so the latencies (p95 and max most of all) are pessimistic; run again on a quiet machine to compare.'
        : ''),
  );
  console.log(`Total run time ${totalS.toFixed(0)} s.`);

  const report = {
    date: new Date().toISOString(),
    totalSeconds: totalS,
    loadAverage1m: { before: loadBefore, after: loadAfter, busy },
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGb: os.totalmem() / 1024 ** 3, node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings: { ...settings, pgAdminUrl: redact(PG_ADMIN_URL), searchSettings: searchSettingsSql() },
    notes: [
      `PUBLIC_CACHE_TTL_MS=${settings.publicCacheTtlMs}: the API's reply cache is off, so every request runs the search query.`,
      'Latency is measured client-side (send → full body), sequentially on one keep-alive connection, uncompressed.',
      "SQL alone = the captured repository SQL run directly (pg / the bench's own PGlite), median; EXPLAIN exec = Execution Time of EXPLAIN ANALYZE.",
    ],
    targets: TARGETS,
    queries: QUERIES,
    engines: Object.fromEntries(engines.map((e) => [e.engine, e])),
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Figures written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
  return engines.some((e) => e.error) ? 1 : 0;
}

await runMain(main);
