import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconProps } from '@/components/icons';
import * as Icon from './components/icons';
import { adminPaths } from './paths';

/** One item of the back office's navigation; `ownerOnly` items are hidden from staff. */
export interface NavItem {
  to: string;
  /** Read with `i18n._(label)` (the active language). */
  label: MessageDescriptor;
  icon: ComponentType<IconProps>;
  ownerOnly?: boolean;
  /** Shown in the phone's bottom bar (the rest sit behind "More"). */
  bar?: boolean;
}

/** The sections of the back office, in the order the sidebar and the "More" page list them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: adminPaths.dashboard, label: msg`Dashboard`, icon: Icon.Dashboard, bar: true },
  { to: adminPaths.orders, label: msg`Orders`, icon: Icon.Receipt, bar: true },
  { to: adminPaths.catalog, label: msg`Catalog`, icon: Icon.Tag },
  { to: adminPaths.coupons, label: msg`Coupons`, icon: Icon.Ticket, ownerOnly: true },
  { to: adminPaths.bookings, label: msg`Bookings`, icon: Icon.Calendar, bar: true },
  { to: adminPaths.messages, label: msg`Messages`, icon: Icon.Mail, bar: true },
  { to: adminPaths.returns, label: msg`Returns`, icon: Icon.ReturnBox },
  { to: adminPaths.customers, label: msg`Customers`, icon: Icon.Person },
  { to: adminPaths.subscribers, label: msg`Subscribers`, icon: Icon.Newsletter, ownerOnly: true },
  { to: adminPaths.staff, label: msg`Staff`, icon: Icon.Users, ownerOnly: true },
  { to: adminPaths.audit, label: msg`Audit log`, icon: Icon.History, ownerOnly: true },
  { to: adminPaths.content, label: msg`Content`, icon: Icon.Document, ownerOnly: true },
  { to: adminPaths.settings, label: msg`Settings`, icon: Icon.Settings, ownerOnly: true },
];
