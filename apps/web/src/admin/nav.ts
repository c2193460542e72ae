import type { ComponentType } from 'react';
import type { IconProps } from '@/components/icons';
import * as Icon from './components/icons';
import { adminPaths } from './paths';

/** One item of the back office's navigation; `ownerOnly` items are hidden from staff. */
export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  ownerOnly?: boolean;
  /** Shown in the phone's bottom bar (the rest sit behind "More"). */
  bar?: boolean;
}

/** The sections of the back office, in the order the sidebar and the "More" page list them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: Icon.Dashboard, bar: true },
  { to: adminPaths.orders, label: 'Orders', icon: Icon.Receipt, bar: true },
  { to: adminPaths.catalog, label: 'Catalog', icon: Icon.Tag },
  { to: adminPaths.coupons, label: 'Coupons', icon: Icon.Ticket, ownerOnly: true },
  { to: adminPaths.bookings, label: 'Bookings', icon: Icon.Calendar, bar: true },
  { to: adminPaths.messages, label: 'Messages', icon: Icon.Mail, bar: true },
  { to: adminPaths.returns, label: 'Returns', icon: Icon.ReturnBox },
  { to: adminPaths.customers, label: 'Customers', icon: Icon.Person },
  { to: adminPaths.subscribers, label: 'Subscribers', icon: Icon.Newsletter, ownerOnly: true },
  { to: adminPaths.staff, label: 'Staff', icon: Icon.Users, ownerOnly: true },
  { to: adminPaths.audit, label: 'Audit log', icon: Icon.History, ownerOnly: true },
  { to: adminPaths.content, label: 'Content', icon: Icon.Document, ownerOnly: true },
  { to: adminPaths.settings, label: 'Settings', icon: Icon.Settings, ownerOnly: true },
];
