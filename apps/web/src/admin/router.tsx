import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { AdminGate, RequireOwner } from './access';
import { AdminLayout } from './layout';
import { ADMIN_BASE } from './paths';

// One chunk per page (keep the back office lean, docs/decisions/099).
const Dashboard = lazy(() => import('./routes/dashboard'));
const Orders = lazy(() => import('./routes/orders'));
const OrderDetail = lazy(() => import('./routes/order-detail'));
const OrderNew = lazy(() => import('./routes/order-new'));
const OrderEdit = lazy(() => import('./routes/order-edit'));
const Catalog = lazy(() => import('./routes/catalog'));
const CatalogItem = lazy(() => import('./routes/catalog-item'));
const Coupons = lazy(() => import('./routes/coupons'));
const Coupon = lazy(() => import('./routes/coupon'));
const Bookings = lazy(() => import('./routes/bookings'));
const BookingNew = lazy(() => import('./routes/booking-new'));
const Closures = lazy(() => import('./routes/closures'));
const Returns = lazy(() => import('./routes/returns'));
const Messages = lazy(() => import('./routes/messages'));
const MessageDetail = lazy(() => import('./routes/message-detail'));
const Customers = lazy(() => import('./routes/customers'));
const CustomerDetail = lazy(() => import('./routes/customer-detail'));
const CustomerRecord = lazy(() => import('./routes/customer-record'));
const Subscribers = lazy(() => import('./routes/subscribers'));
const Staff = lazy(() => import('./routes/staff'));
const Audit = lazy(() => import('./routes/audit'));
const Settings = lazy(() => import('./routes/settings'));
const Content = lazy(() => import('./routes/content'));
const ContentHome = lazy(() => import('./routes/content-home'));
const ContentServices = lazy(() => import('./routes/content-services'));
const ContentCompany = lazy(() => import('./routes/content-company'));
const ContentRatings = lazy(() => import('./routes/content-ratings'));
const More = lazy(() => import('./routes/more'));
const Invite = lazy(() => import('./routes/invite'));
const NotFound = lazy(() => import('./routes/not-found'));

/** Everything behind the gate: the layout, its pages, the owner's pages behind RequireOwner. */
function GatedRoutes() {
  return (
    <AdminGate>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Dashboard />} />
          <Route path="orders" element={<Orders />} />
          <Route path="orders/new" element={<OrderNew />} />
          <Route path="orders/:orderId" element={<OrderDetail />} />
          <Route path="orders/:orderId/edit" element={<OrderEdit />} />
          <Route path="catalog" element={<Catalog />} />
          <Route path="catalog/:itemId" element={<CatalogItem />} />
          <Route path="bookings" element={<Bookings />} />
          <Route path="bookings/new" element={<BookingNew />} />
          <Route path="bookings/closures" element={<Closures />} />
          <Route path="returns" element={<Returns />} />
          <Route path="messages" element={<Messages />} />
          <Route path="messages/:messageId" element={<MessageDetail />} />
          <Route path="customers" element={<Customers />} />
          <Route path="customers/:customerId" element={<CustomerDetail />} />
          <Route path="customers/records/:recordId" element={<CustomerRecord />} />
          <Route path="more" element={<More />} />
          <Route element={<RequireOwner />}>
            <Route path="coupons" element={<Coupons />} />
            <Route path="coupons/:couponId" element={<Coupon />} />
            <Route path="staff" element={<Staff />} />
            <Route path="audit" element={<Audit />} />
            <Route path="subscribers" element={<Subscribers />} />
            <Route path="content" element={<Content />} />
            <Route path="content/home" element={<ContentHome />} />
            <Route path="content/services" element={<ContentServices />} />
            <Route path="content/company" element={<ContentCompany />} />
            <Route path="content/ratings" element={<ContentRatings />} />
            <Route path="settings" element={<Settings />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </AdminGate>
  );
}

/**
 * The back office's routes under /admin (the API answers admin.html for every /admin address):
 * the invitation page is open to anyone with its link; everything else needs staff or the owner.
 */
export function AdminRouter() {
  return (
    <BrowserRouter basename={ADMIN_BASE}>
      <Routes>
        <Route
          path="invite"
          element={
            <Suspense fallback={<PageSpinner />}>
              <Invite />
            </Suspense>
          }
        />
        <Route path="*" element={<GatedRoutes />} />
      </Routes>
    </BrowserRouter>
  );
}
