/** The bytes a page's marks end each item with, by `(inCart ? 2 : 0) + (inWishlist ? 1 : 0)`. */
const MARKS = [false, true].flatMap((inCart) => [false, true].map((inWishlist) => Buffer.from(`,"inCart":${inCart},"inWishlist":${inWishlist}}`)));
const [OPEN_ARRAY, COMMA, CLOSE_ARRAY, CLOSE_ITEM] = ['[', ',', ']', '}'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer, Buffer];

/** An item's public JSON as UTF-8 bytes without its closing brace: what `markedPage` adds the marks to. */
export const openJson = (json: string): Buffer => Buffer.from(json.slice(0, -1));

/**
 * A signed-in page's JSON array (docs/decisions/116) as bytes: each item's public JSON (`open`,
 * from `openJson`) followed by the viewer's `"inCart"` / `"inWishlist"` (spec 02 §3, after the
 * item's other keys) and its closing brace. One copy of the bytes and no UTF-8 encoding per request; used by the page with the reply cache on (cached items) and off
 * (items kept by version).
 */
export function markedPage(items: ReadonlyArray<{ open: Buffer; inCart: boolean; inWishlist: boolean }>): Buffer {
  const parts: Buffer[] = [OPEN_ARRAY];
  for (const [i, { open, inCart, inWishlist }] of items.entries()) {
    if (i) parts.push(COMMA);
    parts.push(open, MARKS[(inCart ? 2 : 0) + (inWishlist ? 1 : 0)]!);
  }
  parts.push(CLOSE_ARRAY);
  return Buffer.concat(parts);
}

/**
 * A public page's JSON array (docs/decisions/116, 127) as bytes: each item's public JSON (`open`,
 * from `openJson`) closed again, without marks. The visitor's page with the reply cache off, from
 * the same bodies kept by version as the signed-in page.
 */
export function plainPage(opens: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN_ARRAY];
  for (const [i, open] of opens.entries()) {
    if (i) parts.push(COMMA);
    parts.push(open, CLOSE_ITEM);
  }
  parts.push(CLOSE_ARRAY);
  return Buffer.concat(parts);
}
