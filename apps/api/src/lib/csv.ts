import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A CSV export as a stream (DESIGN.md § Back office: a maintained CSV writer, streamed): UTF-8 with
 * a BOM (so spreadsheet apps read accents), RFC 4180 quoting and CRLF line ends (csv-stringify), a
 * header row of `columns`, then one line per record as `rows` yields them.
 */
export function csvStream<C extends string>(columns: readonly C[], rows: AsyncIterable<Record<C, string | number | boolean | null>>): Readable {
  return Readable.from(rows).pipe(stringify({ header: true, columns: [...columns], bom: true, record_delimiter: 'windows', cast: { boolean: (v) => (v ? 'yes' : 'no') } }));
}

/** `<name>-YYYY-MM-DD.csv` headers for a download reply. */
export function csvHeaders(name: string, now: Date): Record<string, string> {
  return { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`, 'cache-control': 'no-store' };
}
