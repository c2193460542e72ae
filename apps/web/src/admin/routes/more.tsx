import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth';
import * as Icon from '../components/icons';
import { PageTitle } from '../components/page-title';
import { NAV_ITEMS } from '../nav';
import { isOwner } from '../roles';

const row = 'flex min-h-14 items-center gap-3 px-4 text-base font-semibold text-ink-900 hover:bg-sand-50';

/** The phone's "More" page: every section (owner-only ones for the owner), the shop and sign out. */
export default function MorePage() {
  const { t, i18n } = useLingui();
  const { user, logout } = useAuth();
  const owner = isOwner(user);
  return (
    <>
      <PageTitle title={t`More`}>
        {owner ? (
          <Trans>
            Signed in as <span className="break-all">{user?.email}</span> (owner)
          </Trans>
        ) : (
          <Trans>
            Signed in as <span className="break-all">{user?.email}</span> (staff)
          </Trans>
        )}
      </PageTitle>
      <ul className="divide-y divide-sand-200 overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200">
        {NAV_ITEMS.filter((item) => owner || !item.ownerOnly).map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={row}>
              <item.icon className="size-6 text-ink-600" /> {i18n._(item.label)}
            </Link>
          </li>
        ))}
        <li>
          <a href="/" className={row}>
            <Icon.Storefront className="size-6 text-ink-600" /> {t`View the shop`}
          </a>
        </li>
        <li>
          <button type="button" onClick={() => logout()} className={`${row} w-full text-left`}>
            <Icon.SignOut className="size-6 text-ink-600" /> {t`Sign out`}
          </button>
        </li>
      </ul>
    </>
  );
}
