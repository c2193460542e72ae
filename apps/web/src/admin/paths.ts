/** The back office's addresses, relative to its basename `/admin` (the router's basename). */
export const ADMIN_BASE = '/admin';

export const adminPaths = {
  dashboard: '/',
  orders: '/orders',
  order: (id: string | number) => `/orders/${encodeURIComponent(String(id))}`,
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

/** The full address of a back-office page, for links that leave the router (e-mails, the CSV export). */
export const adminUrl = (path: string) => `${ADMIN_BASE}${path === '/' ? '' : path}`;
