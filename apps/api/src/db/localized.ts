import { getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL for one owner text in a language with English fallback
 * (docs/decisions/112): the table's `translations -> locale ->> field` when written, else `column`
 * (the English original). `locale` is bound as text ('en', 'rw', 'fr'; English has no entry, so it
 * reads the column); `field` is the wire name the translations use (code, never input). Columns are
 * written fully qualified so the expression also reads the outer row inside a subquery.
 */
export function localized<T = string>(column: PgColumn, field: string, locale: SQL | Placeholder): SQL<T> {
  if (!/^[a-z_]+$/.test(field)) throw new Error(`Not a field name: ${field}`);
  const table = sql.identifier(getTableName(column.table));
  return sql<T>`coalesce(nullif(${table}."translations" -> ${locale}::text ->> ${sql.raw(`'${field}'`)}, ''), ${table}.${sql.identifier(column.name)})`;
}
