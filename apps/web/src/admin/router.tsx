import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AdminGate, RequireOwner } from './access';
import { AdminLayout } from './layout';
import { ADMIN_BASE } from './paths';

// One chunk per page (issue 14: keep the back office lean).
const Dashboard = lazy(() => import('./routes/dashboard'));
const Orders = lazy(() => import('./routes/orders'));
const OrderDetail = lazy(() => import('./routes/order-detail'));
const Staff = lazy(() => import('./routes/staff'));
const Audit = lazy(() => import('./routes/audit'));
const More = lazy(() => import('./routes/more'));
const NotFound = lazy(() => import('./routes/not-found'));

/**
 * The back office's routes under /admin (the API answers admin.html for every /admin address):
 * everything behind the gate (signed-in staff or owner), the owner's pages behind RequireOwner.
 */
export function AdminRouter() {
  return (
    <BrowserRouter basename={ADMIN_BASE}>
      <AdminGate>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<Dashboard />} />
            <Route path="orders" element={<Orders />} />
            <Route path="orders/:orderId" element={<OrderDetail />} />
            <Route path="more" element={<More />} />
            <Route element={<RequireOwner />}>
              <Route path="staff" element={<Staff />} />
              <Route path="audit" element={<Audit />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </AdminGate>
    </BrowserRouter>
  );
}
