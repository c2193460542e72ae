/** The back office's addresses, relative to its basename `/admin` (the router's basename). */
export const ADMIN_BASE = '/admin';

export const adminPaths = {
  dashboard: '/',
  orders: '/orders',
  order: (id: string | number) => `/orders/${encodeURIComponent(String(id))}`,
  /** A new order entered by staff; `customer` prefills an existing customer (docs/decisions/128). */
  orderNew: (customer?: string) => (customer ? `/orders/new?customer=${encodeURIComponent(customer)}` : '/orders/new'),
  /** A new order for a customer record without an account (docs/decisions/133). */
  orderNewForRecord: (record: string) => `/orders/new?record=${encodeURIComponent(record)}`,
  orderEdit: (id: string | number) => `/orders/${encodeURIComponent(String(id))}/edit`,
  catalog: '/catalog',
  catalogNew: '/catalog/new',
  catalogItem: (id: string | number) => `/catalog/${encodeURIComponent(String(id))}`,
  coupons: '/coupons',
  couponNew: '/coupons/new',
  coupon: (id: string | number) => `/coupons/${encodeURIComponent(String(id))}`,
  bookings: '/bookings',
  bookingNew: '/bookings/new',
  closures: '/bookings/closures',
  returns: '/returns',
  messages: '/messages',
  message: (id: string) => `/messages/${encodeURIComponent(id)}`,
  customers: '/customers',
  customer: (id: string) => `/customers/${encodeURIComponent(id)}`,
  /** A customer record without an account and their orders (docs/decisions/133). */
  customerRecord: (id: string) => `/customers/records/${encodeURIComponent(id)}`,
  subscribers: '/subscribers',
  staff: '/staff',
  audit: '/audit',
  content: '/content',
  contentHome: '/content/home',
  contentServices: '/content/services',
  contentCompany: '/content/company',
  contentRatings: '/content/ratings',
  settings: '/settings',
  more: '/more',
} as const;
