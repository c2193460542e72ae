import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminOrderCreateBody,
  AdminOrderPatchBody,
  CATALOG_ADMIN_MESSAGES,
  MAX_LINE_QUANTITY,
  ORDER_ADMIN_MESSAGES,
  SHIPPING_MINOR,
  VARIANT_MESSAGES,
  fromMinor,
  titleWithVariant,
  toMinor,
  totalAfterDiscount,
  variantTitle,
  type AdminCatalogItem,
  type AdminItemVariant,
  type AdminOrder,
  type AdminOrderLineInput,
  type EnteredOrderChannel,
  type Locale,
  type OrderItem,
} from '@atelier/contracts';

/*
 * The rules of the order form (docs/decisions/128): what a line costs, how many units stock allows,
 * the totals as the server will compute them, and the wire body made from the form's values and
 * checked with the contracts' AdminOrderCreateBody / AdminOrderPatchBody before it leaves. The form
 * components hold no rule of their own; the server stays the judge (it prices catalog lines itself).
 */

/** One line being entered: a catalog item (its variant chosen) or a custom line (title, owner's price). */
export interface LineDraft {
  custom: boolean;
  productId?: number;
  variantId?: number;
  /** A custom line's description ("Bespoke sneakers, hand-painted lion, size 41"). */
  title: string;
  /** A custom line's unit price in whole RWF, as typed. */
  price: string;
  /** As typed (a number input's text). */
  quantity: string;
  /** The id of the order's stored line this one started from (edits): its name and price when the item is gone. */
  origin?: number;
}

/** A delivery address as typed; blank fields are fine (a studio sale is collected). */
export interface AddressDraft {
  address: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
}

/** The order form's values; `customer` and `channel` are used by a new order only. */
export interface OrderFormValues {
  customerMode: 'existing' | 'new';
  /** `kind`: an existing customer's, an account or a customer record without one (docs/decisions/133); '' when not known. */
  customer: { id: string; kind: 'account' | 'record' | ''; name: string; phone: string; email: string; language: Locale };
  channel: EnteredOrderChannel | '';
  lines: LineDraft[];
  /** Whole RWF off the order, as typed (the owner's); '' for none. */
  discount: string;
  withAddress: boolean;
  shipping_address: AddressDraft;
  note: string;
}

/**
 * What the rules know beside the values: the catalog items of the lines (their prices, variants and
 * stock, loaded as they are picked), the stored lines of the order being edited, and whether the
 * signed-in person is the owner (custom prices and discounts are the owner's).
 */
export interface LineContext {
  items: ReadonlyMap<number, AdminCatalogItem>;
  /** The order's stored lines by id (edits), else empty. */
  origins: ReadonlyMap<number, OrderItem>;
  owner: boolean;
}

export const EMPTY_ADDRESS: AddressDraft = { address: '', address2: '', city: '', state: '', country: 'Rwanda', postal_code: '' };

/** A typed whole number of RWF or units ("150000", "150,000", " 3 "), else null. */
export function wholeNumber(text: string | number | undefined): number | null {
  const clean = String(text ?? '').replace(/[\s,]/g, '');
  return /^\d+$/.test(clean) ? Number(clean) : null;
}

/** The text the wire gets for a typed number: the number when it is one, else the text as typed (the schema says what is wrong). */
const wire = (text: string): number | string => wholeNumber(text) ?? text.trim();

/** The variant of a catalog line, if its item is known and sells it. */
function lineVariant(line: LineDraft, ctx: LineContext): AdminItemVariant | undefined {
  const item = line.productId ? ctx.items.get(line.productId) : undefined;
  if (!item) return undefined;
  if (line.variantId) return item.variants.find((v) => v.id === line.variantId);
  return item.variants.length === 1 ? item.variants[0] : undefined;
}

/**
 * The unit price of a line in whole RWF: a custom line's typed price; a catalog line's variant price
 * (its own, else the item's) as the server will charge it; the stored price of a line whose item is not
 * loaded. Null when it cannot be known yet (no price typed).
 */
export function unitPrice(line: LineDraft, ctx: LineContext): number | null {
  if (line.custom) return wholeNumber(line.price);
  const item = line.productId ? ctx.items.get(line.productId) : undefined;
  if (item) return lineVariant(line, ctx)?.price ?? item.price;
  return line.origin !== undefined ? (ctx.origins.get(line.origin)?.unit_price ?? null) : null;
}

/** A line's name as the order will print it ("Nyungwe Canopy Runners — 41"). */
export function lineTitle(line: LineDraft, ctx: LineContext): string {
  if (line.custom) return line.title.trim();
  const item = line.productId ? ctx.items.get(line.productId) : undefined;
  const origin = line.origin !== undefined ? ctx.origins.get(line.origin) : undefined;
  if (!item) return origin ? titleWithVariant(origin.product_name, origin.variant_title) : '';
  const variant = lineVariant(line, ctx);
  return titleWithVariant(item.title, variant ? variantTitle(item.options, variant.options) : '');
}

/**
 * Units of a variant the order may hold at most: its counted stock plus what the stored order already
 * took of it (given back when the lines are replaced); 1 for an artwork (one of a kind); null when not
 * counted (made to order).
 */
export function stockLimit(productId: number | undefined, variantId: number | undefined, ctx: LineContext): number | null {
  const item = productId ? ctx.items.get(productId) : undefined;
  if (!item) return null;
  if (item.kind === 'artwork') return 1;
  const variant = variantId ? item.variants.find((v) => v.id === variantId) : item.variants.length === 1 ? item.variants[0] : undefined;
  if (!variant || variant.stock === null) return null;
  let taken = 0;
  for (const origin of ctx.origins.values()) if (origin.variant_id === variant.id) taken += origin.quantity;
  return variant.stock + taken;
}

/** Units of the variant the lines other than `except` hold (only those before it when `before`). */
function heldElsewhere(lines: readonly LineDraft[], except: number, productId: number | undefined, variantId: number | undefined, ctx: LineContext, before = false): number {
  const target = lineVariant({ custom: false, productId, variantId, title: '', price: '', quantity: '' }, ctx)?.id;
  return lines.reduce((sum, other, i) => {
    if (i === except || (before && i > except) || other.custom || other.productId !== productId) return sum;
    const id = lineVariant(other, ctx)?.id;
    return id !== undefined && id === target ? sum + (wholeNumber(other.quantity) ?? 0) : sum;
  }, 0);
}

/** The most the quantity of line `index` may be: stock left after the other lines, capped by MAX_LINE_QUANTITY. */
export function maxQuantity(lines: readonly LineDraft[], index: number, ctx: LineContext): number {
  const line = lines[index];
  if (!line || line.custom) return MAX_LINE_QUANTITY;
  const limit = stockLimit(line.productId, line.variantId, ctx);
  if (limit === null) return MAX_LINE_QUANTITY;
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, limit - heldElsewhere(lines, index, line.productId, line.variantId, ctx)));
}

/** The order's money as the server computes it (whole RWF): subtotal of the lines, the discount, free shipping, total. */
export function orderTotals(lines: readonly LineDraft[], discount: string, ctx: LineContext): { subtotal: number; discount: number; shipping: number; total: number } {
  const subtotalMinor = lines.reduce((sum, line) => sum + toMinor(unitPrice(line, ctx) ?? 0) * (wholeNumber(line.quantity) ?? 0), 0);
  const discountMinor = toMinor(wholeNumber(discount) ?? 0);
  return {
    subtotal: fromMinor(subtotalMinor),
    discount: fromMinor(discountMinor),
    shipping: fromMinor(SHIPPING_MINOR),
    total: fromMinor(totalAfterDiscount(subtotalMinor + SHIPPING_MINOR, discountMinor)),
  };
}

/**
 * A line on the wire: a catalog line `{ productId, variantId?, quantity }`; a custom line `{ title,
 * price, quantity }` — with the stored price when staff keep a custom line of the order (only the
 * owner prices one).
 */
function lineBody(line: LineDraft, ctx: LineContext): AdminOrderLineInput {
  const quantity = wire(line.quantity);
  if (!line.custom) return { productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}), quantity };
  const stored = line.origin !== undefined ? ctx.origins.get(line.origin) : undefined;
  const price = ctx.owner || !stored ? wire(line.price) : stored.unit_price;
  return { title: line.title.trim(), price, quantity };
}

/** The address on the wire, or undefined when nothing but the country is filled in. */
function addressBody(address: AddressDraft) {
  const filled = [address.address, address.address2, address.city, address.state, address.postal_code].some((v) => v.trim());
  return filled ? { ...address, address2: address.address2.trim() || null } : undefined;
}

/** An existing customer on the wire: `user_id` for an account, `customer_id` for a record, `id` (the server looks in both) when the kind is not known. */
function existingCustomer(c: OrderFormValues['customer']) {
  return c.kind === 'account' ? { user_id: c.id } : c.kind === 'record' ? { customer_id: c.id } : { id: c.id };
}

/** POST /api/admin/orders's body from the form (docs/decisions/128); the discount only from the owner. */
export function createBody(values: OrderFormValues, ctx: LineContext): AdminOrderCreateBody {
  const c = values.customer;
  return {
    customer: values.customerMode === 'existing' ? existingCustomer(c) : { name: c.name.trim(), phone: c.phone.trim(), ...(c.email.trim() ? { email: c.email.trim() } : {}), language: c.language },
    channel: values.channel as EnteredOrderChannel,
    lines: values.lines.map((line) => lineBody(line, ctx)),
    ...(ctx.owner && values.discount.trim() ? { discount: wire(values.discount) } : {}),
    ...(values.withAddress && addressBody(values.shipping_address) ? { shipping_address: addressBody(values.shipping_address) } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
}

/** The form's values of a stored order (edits): its lines, discount, delivery address and note. */
export function valuesOfOrder(order: AdminOrder): OrderFormValues {
  const a = order.shipping_address;
  return {
    customerMode: 'existing',
    customer: {
      id: order.customer.user_id ?? order.customer.customer_id ?? '',
      kind: order.customer.user_id ? 'account' : order.customer.customer_id ? 'record' : '',
      name: order.customer.name,
      phone: order.customer.phone,
      email: order.customer.email,
      language: 'en',
    },
    channel: order.channel === 'web' ? '' : order.channel,
    lines: order.lines.map((line) => ({
      custom: line.kind === 'custom' || line.product_id === null,
      productId: line.product_id ?? undefined,
      variantId: line.variant_id ?? undefined,
      title: line.product_name,
      price: String(line.unit_price),
      quantity: String(line.quantity),
      origin: line.id,
    })),
    discount: order.discount > 0 ? String(order.discount) : '',
    withAddress: true,
    shipping_address: { address: a.address, address2: a.address2 ?? '', city: a.city, state: a.state, country: a.country, postal_code: a.postal_code },
    note: order.note ?? '',
  };
}

/** The lines as a comparable text, to send only what changed. */
const linesKey = (lines: readonly AdminOrderLineInput[]) => JSON.stringify(lines.map((l) => [l.productId ?? null, l.variantId ?? null, l.title ?? null, String(l.price ?? ''), String(l.quantity)]));

/**
 * PATCH /api/admin/orders/{id}'s body from the form: the address and the note always; the lines
 * and the discount only while `order.lines_editable`, only when they changed, the discount only
 * from the owner.
 */
export function patchBody(values: OrderFormValues, order: AdminOrder, ctx: LineContext): AdminOrderPatchBody {
  const body: AdminOrderPatchBody = {
    shipping_address: addressBody(values.shipping_address) ?? { ...EMPTY_ADDRESS, country: values.shipping_address.country },
    note: values.note.trim(),
  };
  if (!order.lines_editable) return body;
  const lines = values.lines.map((line) => lineBody(line, ctx));
  const stored = valuesOfOrder(order).lines.map((line) => lineBody(line, ctx));
  if (linesKey(lines) !== linesKey(stored)) body.lines = lines;
  if (ctx.owner && (wholeNumber(values.discount) ?? 0) !== order.discount) body.discount = values.discount.trim() ? wire(values.discount) : 0;
  return body;
}

type Errors = FieldErrors<OrderFormValues>;

/** Sets `message` at a dotted `path` of `errors` (react-hook-form's nested shape), keeping the first. */
function setError(errors: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let node = errors;
  for (let i = 0; i < keys.length - 1; i++) node = (node[keys[i]!] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
  node[keys.at(-1)!] ??= { type: 'custom', message };
}

/**
 * The rules the contracts' schema cannot know, with the same texts the server answers: a variant to
 * choose on an item with several, stock (the lines of one variant together), the discount at most
 * the subtotal. Paths are the form's (`lines.0.quantity`).
 */
export function lineRules(values: Pick<OrderFormValues, 'lines' | 'discount'>, ctx: LineContext, { checkDiscount }: { checkDiscount: boolean }): Record<string, string> {
  const found: Record<string, string> = {};
  values.lines.forEach((line, i) => {
    if (line.custom) return;
    const item = line.productId ? ctx.items.get(line.productId) : undefined;
    if (!item) return;
    if (item.variants.length > 1 && !lineVariant(line, ctx)) {
      found[`lines.${i}.variantId`] = VARIANT_MESSAGES.chooseOption(item.options[0]?.name ?? 'size');
      return;
    }
    const quantity = wholeNumber(line.quantity);
    const limit = stockLimit(line.productId, line.variantId, ctx);
    if (quantity === null || limit === null) return;
    // The lines take stock in order: the first one past what is left is the one marked.
    const left = Math.max(0, limit - heldElsewhere(values.lines, i, line.productId, line.variantId, ctx, true));
    if (quantity > left) found[`lines.${i}.quantity`] = CATALOG_ADMIN_MESSAGES.notEnoughStock(lineTitle(line, ctx), left);
  });
  if (checkDiscount) {
    const { subtotal, discount } = orderTotals(values.lines, values.discount, ctx);
    if (discount > subtotal) found.discount = ORDER_ADMIN_MESSAGES.discountTooLarge;
  }
  return found;
}

/**
 * A resolver that checks `body(values)` with `schema` (paths shared with the form) and then `lineRules`
 * when `checkLines`; on success the body is the form's output. Made on every render (react-hook-form
 * reads its latest options), so `ctx` is always the form's current one.
 */
function bodyResolver<Body extends object>(
  schema: typeof AdminOrderCreateBody | typeof AdminOrderPatchBody,
  body: (values: OrderFormValues) => Body,
  ctx: LineContext,
  checkLines: boolean,
): Resolver<OrderFormValues, unknown, Body> {
  return async (values, context, options) => {
    const wireBody = body(values);
    const parsed = await zodResolver(schema)(wireBody as never, context, options as never);
    const errors = { ...(parsed.errors as Record<string, unknown>) };
    if (checkLines) for (const [path, message] of Object.entries(lineRules(values, ctx, { checkDiscount: ctx.owner }))) setError(errors, path, message);
    if (Object.keys(errors).length) return { values: {}, errors: errors as Errors };
    return { values: wireBody, errors: {} };
  };
}

/** The new order form's resolver: AdminOrderCreateBody on createBody, then lineRules; the output is the wire body. */
export const createResolver = (ctx: LineContext) => bodyResolver(AdminOrderCreateBody, (values) => createBody(values, ctx), ctx, true);

/** The edit form's resolver: AdminOrderPatchBody on patchBody, then lineRules while the lines may change. */
export const patchResolver = (order: AdminOrder, ctx: LineContext) => bodyResolver(AdminOrderPatchBody, (values) => patchBody(values, order, ctx), ctx, order.lines_editable);
