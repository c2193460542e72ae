import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart.js';
import { idSchema, wireNumber } from '../common.js';
import { toE164 } from '../domain/phone-number.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../domain/order-status.js';

/** Spec 02 §5 / §8 checkout texts. */
export const CHECKOUT_MESSAGES = {
  requiredFieldsPrefix: 'Please fill in all required fields: ',
  completeFormFirst: 'Please complete the payment information form first.',
  cartEmpty: 'Your cart is empty. Please add items first.',
  selectCountry: 'Please select a country',
  popupBlocked: 'Unable to open WhatsApp. Please ensure pop-ups are allowed.',
  savedButNotSent: 'Order sent to WhatsApp, but there was an issue saving it. Please contact support.',
  saveFailed: 'We could not save your order. Nothing was sent. Please try again.',
  created: 'Order Created Successfully!',
  sending: 'SENDING TO WHATSAPP...',
  noSavedAddress: 'No saved address found on your account. Please enter your address.',
  savedAddressFailed: 'Failed to load your saved address. Please enter your address.',
  itemUnavailable: 'One of the items in your cart is no longer available.',
  orderNotFound: 'Order not found',
  /** Order details (spec 02 §8). */
  loginToViewOrder: 'Please log in to view order details',
  orderUnauthorized: 'Unauthorized: Please log in again',
  orderFetchFailed: 'Failed to fetch order details',
  orderLoadFailed: 'Failed to load order details',
  artworkTaken: 'Sorry, this artwork has just been reserved by another customer.',
  artworkUnavailable: 'This artwork is no longer available.',
  artworkQuantity: 'An artwork is one of a kind: its quantity is 1.',
  cancelled: 'Order cancelled',
  /** 409 from POST /api/orders: the total the customer was shown is not the server's any more (docs/decisions/090). */
  priceChanged: 'The price of your order has changed. Please check the new total, then press BUY DIRECT again.',
  /** 409 from POST /api/orders (fromCart): a line is no longer in the customer's cart (docs/decisions/090). */
  cartChanged: 'Your cart has changed since you opened the checkout. Please review your cart and check out again.',
  quoteFailed: 'We could not load the prices of your order. Please try again.',
  cannotCancel: 'This order can no longer be cancelled. Pending orders can be cancelled within 24 hours.',
} as const;

/** The customer may cancel a pending order within 24 hours (spec 01 §9 FAQ facts). */
export const ORDER_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

export const COUPON_MESSAGES = {
  invalid: 'Invalid coupon',
  failed: 'Failed to validate coupon',
  applied: 'Coupon applied',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its usage limit',
  codeRequired: 'Please enter a coupon code',
} as const;

/** Redirect to /store after an order, ms (spec 02 §9). Coupon debounce, ms. Order-status poll, ms. */
export const AFTER_ORDER_REDIRECT_MS = 3000;
export const COUPON_DEBOUNCE_MS = 400;
export const ORDER_STATUS_POLL_MS = 30_000;
const MAX_ORDER_LINES = 50;

/** Required checkout fields and the labels the missing-fields message lists (spec 02 §5 Checkout). */
export const CHECKOUT_REQUIRED_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street Address',
  city: 'City',
  state: 'State/Province',
  country: 'Country',
  postalCode: 'Postal Code',
} as const;
type RequiredField = keyof typeof CHECKOUT_REQUIRED_FIELDS;

/** The missing-fields alert text: the prefix plus the labels of the blank required fields. */
export function missingFieldsMessage(missing: RequiredField[]): string {
  return CHECKOUT_MESSAGES.requiredFieldsPrefix + missing.map((f) => CHECKOUT_REQUIRED_FIELDS[f]).join(', ');
}

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).default('');

/** Checkout form data (spec 02 §3): names as the web sends them. */
export const CheckoutFormData = z
  .object({
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    phone: text(32),
    address: text(200),
    address2: text(200).nullish(),
    country: text(100),
    state: text(100),
    postalCode: text(20),
    city: text(100),
    sameAddress: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const missing = (Object.keys(CHECKOUT_REQUIRED_FIELDS) as RequiredField[]).filter((f) => !v[f]);
    if (missing.length) {
      // Spec 02 §2 Checkout: "A country must be chosen, else alert 'Please select a country'"; the
      // missing-fields list when other fields are blank too.
      const message = missing.length === 1 && missing[0] === 'country' ? CHECKOUT_MESSAGES.selectCountry : missingFieldsMessage(missing);
      ctx.addIssue({ code: 'custom', message, path: [missing[0]!] });
      return;
    }
    if (!z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address', path: ['email'] });
    if (!toE164(v.phone)) ctx.addIssue({ code: 'custom', message: 'Please enter a valid phone number', path: ['phone'] });
  });
export type CheckoutFormData = z.input<typeof CheckoutFormData>;

/** One line as the client sends it: only the id and quantity count; any price sent is ignored. */
const OrderLineInput = z
  .looseObject({
    productId: idSchema('productId').optional(),
    id: idSchema('id').optional(),
    /** Required when the item has more than one variant (docs/decisions/127). */
    variantId: idSchema('variantId').optional(),
    quantity: wireNumber(
      z
        .number({ error: 'Quantity must be a number' })
        .int('Quantity must be a whole number')
        .min(1, 'Quantity must be at least 1')
        .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
    ).default(1),
  })
  .refine((l) => l.productId !== undefined || l.id !== undefined, { message: 'Each item needs a productId' })
  .transform((l) => ({ productId: (l.productId ?? l.id) as number, variantId: l.variantId, quantity: l.quantity }));

/**
 * POST /api/orders (spec 02 §7): {paymentMethod "whatsapp", formData, cartData{items, …}, fromCart,
 * whatsappSent, coupon{code,type,value}, discount}. The server reads ids, quantities, the coupon code
 * and the form; subtotal, total, discount and coupon terms sent by the client are ignored.
 */
export const CreateOrderBody = z.object({
  paymentMethod: z.literal('whatsapp').default('whatsapp'),
  formData: CheckoutFormData,
  cartData: z.looseObject(
    {
      items: z.array(OrderLineInput, { error: CHECKOUT_MESSAGES.cartEmpty }).min(1, CHECKOUT_MESSAGES.cartEmpty).max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different items`),
    },
    { error: CHECKOUT_MESSAGES.cartEmpty },
  ),
  fromCart: z.boolean().default(false),
  whatsappSent: z.boolean().optional(),
  coupon: z.looseObject({ code: z.string().trim().max(40) }).nullish(),
  discount: z.number().optional(),
  /**
   * The total in RWF the customer was shown (from POST /api/orders/quote). When it is not the
   * server's total at order time, the order is refused with 409 and the new quote (docs/decisions/090).
   */
  expectedTotal: z.number().nonnegative().optional(),
});
export type CreateOrderBody = z.input<typeof CreateOrderBody>;
export type CreateOrderInput = z.output<typeof CreateOrderBody>;

/** Idempotency-Key header: the same key from the same customer returns the same order. */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 100 characters').max(100, 'Idempotency-Key must be 8 to 100 characters').optional(),
});

/**
 * Where an order came from (docs/decisions/128-orders-from-every-channel.md): `web` for the
 * checkout's orders; `whatsapp`, `instagram`, `phone` and `studio` for orders staff enter in the
 * back office. Stored on every order; the back office filters, exports and counts by it.
 */
export const ORDER_CHANNELS = ['web', 'whatsapp', 'instagram', 'phone', 'studio'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/**
 * The `payment_method` of an order entered in the back office (docs/decisions/130, 2026-11-29): none
 * chosen yet. It is paid through its pay link or in person, and the methods of the payments recorded
 * (`payment_methods`) are what the invoice names; before the first one it names no method. A web
 * checkout order's is `whatsapp`, where its payment is agreed (spec 02 §7).
 */
export const NO_PAYMENT_METHOD = 'none';

/** The channels of an order entered by staff (POST /api/admin/orders): every channel but the checkout's. */
export const ENTERED_ORDER_CHANNELS = ['whatsapp', 'instagram', 'phone', 'studio'] as const satisfies readonly OrderChannel[];
export type EnteredOrderChannel = (typeof ENTERED_ORDER_CHANNELS)[number];

/** An order line as stored: a snapshot of what was bought (spec 02 §3 Order item). Prices in RWF. */
export const OrderItem = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  kind: z.string(),
  product_name: z.string(),
  /** The variant bought (docs/decisions/127): its id (null once deleted, or for lines older than variants), title ("42 / Red", "" without options) and SKU. */
  variant_id: z.number().int().nullable(),
  variant_title: z.string(),
  sku: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  price: z.number(),
  line_total: z.number(),
  material: z.string().nullable(),
  size: z.string().nullable(),
  washable: z.boolean(),
  image: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * How to pay an order by mobile money: the amount due in RWF, the order number as the
 * payment's reference, the shop's MTN MoMo Pay merchant code with its tel: dial link, and the Airtel
 * Money number. A method the owner has not set is null.
 */
export const PaymentInstructions = z.object({
  amount_due: z.number(),
  reference: z.string(),
  momo_merchant_code: z.string().nullable(),
  momo_dial: z.string().nullable(),
  airtel_money_number: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

/** An order (spec 02 §3 Order (server)); amounts in RWF. */
export const Order = z.object({
  id: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** `whatsapp` for a web checkout order, NO_PAYMENT_METHOD ('none') for an order entered in the back office. */
  payment_method: z.string(),
  /**
   * The methods of the payments recorded and not voided, in the order they first came (no repeats):
   * what the invoice names once there is one (docs/decisions/122); empty before.
   */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  currency: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
  shipping: z.number(),
  total: z.number(),
  /** Payments received and not voided, RWF (docs/decisions/100). */
  amount_paid: z.number(),
  /** What the customer still owes, RWF: 0 once paid or cancelled. */
  amount_due: z.number(),
  /** How to pay what is due by mobile money, or null when nothing is due or no number is set. */
  how_to_pay: PaymentInstructions.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  customer_first_name: z.string(),
  customer_last_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  shipping_address: z.string(),
  shipping_address2: z.string().nullable(),
  shipping_city: z.string(),
  shipping_state: z.string(),
  shipping_country: z.string(),
  shipping_postal_code: z.string(),
  billing_address: z.string(),
  billing_address2: z.string().nullable(),
  billing_city: z.string(),
  billing_state: z.string(),
  billing_country: z.string(),
  billing_postal_code: z.string(),
  order_items: z.array(OrderItem),
});
export type Order = z.infer<typeof Order>;

/** 201 (new) or 200 (same Idempotency-Key) reply of POST /api/orders. */
export const CreateOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  order: Order,
  /** wa.me link with the prefilled order text, to the seller's configured number. */
  whatsappUrl: z.string(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

/** One priced line of a quote: the catalog's price now, in RWF. */
const QuoteLine = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  variantTitle: z.string(),
  kind: z.enum(['product', 'artwork']),
  title: z.string(),
  frontimage: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
type QuoteLine = z.infer<typeof QuoteLine>;

/**
 * What an order would cost now (POST /api/orders/quote, docs/decisions/090), priced by the same code as
 * the order itself; amounts in RWF.
 */
export const OrderQuote = z.object({
  lines: z.array(QuoteLine),
  itemCount: z.number().int(),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  total: z.number(),
  currency: z.literal('RWF'),
});
export type OrderQuote = z.infer<typeof OrderQuote>;
export const QuoteResponse = z.object({ success: z.literal(true), quote: OrderQuote });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

export const OrderResponse = z.object({ success: z.literal(true), order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;
export const OrdersResponse = z.object({ success: z.literal(true), orders: z.array(Order) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** POST /api/orders/send-confirmation-email (spec 02 §7). Only orderId counts: the mail is built
 *  from the stored order and goes to the stored customer address. */
export const SendConfirmationBody = z.looseObject({
  orderId: z.string({ error: CHECKOUT_MESSAGES.orderNotFound }).min(1, CHECKOUT_MESSAGES.orderNotFound).max(64),
});

/** POST /api/coupons/validate {code} (spec 02 §7). */
export const ValidateCouponBody = z.object({
  code: z.string({ error: COUPON_MESSAGES.codeRequired }).trim().min(1, COUPON_MESSAGES.codeRequired).max(40, COUPON_MESSAGES.invalid),
});
export type ValidateCouponBody = z.infer<typeof ValidateCouponBody>;

/** Coupon terms on the wire (spec 02 §3 Coupon); amounts in RWF, percent for percentage coupons. */
export const CouponData = z.object({
  code: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number(),
  minAmount: z.number().nullable(),
  maxDiscount: z.number().nullable(),
});
export type CouponData = z.infer<typeof CouponData>;

/** A rejected coupon is an outcome, not an error: success false with the reason. */
export const ValidateCouponResponse = z.union([z.object({ success: z.literal(true), message: z.string(), data: CouponData }), z.object({ success: z.literal(false), message: z.string() })]);
export type ValidateCouponResponse = z.infer<typeof ValidateCouponResponse>;

// ---------------------------------------------------------------------------------------------
// The pay link (docs/decisions/128): PUBLIC_URL/pay/{order number}?key=…, no sign-in
// ---------------------------------------------------------------------------------------------

/** Texts of the pay page's endpoint. A wrong order number, key or pair is the same 404. */
export const PAY_LINK_MESSAGES = {
  orderNotFound: 'Order not found',
} as const;

/**
 * The store path of an order's pay page: `/pay/ATL-XXXXXX?key=…`, under `/rw` or `/fr` for those
 * languages (docs/decisions/108). The server prefixes PUBLIC_URL; the key is the link's secret.
 */
export function payLinkPath(orderNumber: string, key: string, locale: 'en' | 'rw' | 'fr' = 'en'): string {
  return `${locale === 'en' ? '' : `/${locale}`}/pay/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(key)}`;
}

/**
 * GET /api/pay/{orderNumber}: the path's order number. Anything at most 40 characters is accepted
 * here, so that a malformed number is the same 404 as an unknown one (never a 400 that tells more).
 */
export const PayInvoiceParams = z.object({ orderNumber: z.string().max(40) });
/** GET /api/pay/{orderNumber}?key=…: the link's key (22 base64url characters); missing or wrong is the same 404. */
export const PayInvoiceQuery = z.object({ key: z.string().max(200).optional() });

/** One line of the pay page's invoice; prices in RWF. `variant_title` is "" for an item without options and for custom lines. */
export const PayInvoiceLine = z.object({
  title: z.string(),
  variant_title: z.string(),
  /** 'product', 'artwork' or 'custom' (a made-to-order line the owner priced). */
  kind: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
  image: z.string().nullable(),
});
export type PayInvoiceLine = z.infer<typeof PayInvoiceLine>;

/** The shop's contacts the invoice shows (the same as the contact page's), null where not set. */
export const PayInvoiceShop = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  address: z.string().nullable(),
});
export type PayInvoiceShop = z.infer<typeof PayInvoiceShop>;

/**
 * What the pay page shows to whoever holds the link (docs/decisions/128): the invoice — lines,
 * subtotal, discount, shipping, total, amount paid and balance due (RWF), `paid` for the PAID/UNPAID
 * stamp (true only when the payment status is `paid`), the MoMo pay-by-code instructions for the
 * amount due (null when nothing is due or no method is set) and the shop's contacts. Only the
 * customer's first name: the link may be forwarded, so no e-mail, phone or address is shown.
 */
export const PayInvoice = z.object({
  order_number: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  currency: z.string(),
  created_at: z.string(),
  customer_first_name: z.string(),
  lines: z.array(PayInvoiceLine),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  amount_paid: z.number(),
  amount_due: z.number(),
  /**
   * The order's phone number masked ("078 ••• ••67") when it is an MTN Rwanda number, else null:
   * "Pay with MTN MoMo" offers it, and charges it when the request names no number (docs/decisions/132).
   */
  momo_phone_hint: z.string().nullable(),
  /** The methods of the payments recorded (not voided), first use first; empty before any. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  how_to_pay: PaymentInstructions.nullable(),
  /** The delivery note staff wrote on the order (e.g. "collect at the studio on Saturday"), or null. */
  note: z.string().nullable(),
  shop: PayInvoiceShop,
});
export type PayInvoice = z.infer<typeof PayInvoice>;
/** 200 reply of GET /api/pay/{orderNumber}?key= (Cache-Control: private, no-store). */
export const PayInvoiceResponse = z.object({ success: z.literal(true), invoice: PayInvoice });
export type PayInvoiceResponse = z.infer<typeof PayInvoiceResponse>;
