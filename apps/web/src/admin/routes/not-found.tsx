import { Link } from 'react-router';
import { t } from '@lingui/core/macro';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/states';
import { PageTitle } from '../components/page-title';
import { adminPaths } from '../paths';

/** An /admin address with no page. */
export default function NotFoundPage() {
  return (
    <>
      <PageTitle title={t`Page not found`} />
      <EmptyState
        title={t`There is no such page in the back office`}
        action={
          <Link to={adminPaths.dashboard} className={buttonClass('dark')}>
            {t`Go to the dashboard`}
          </Link>
        }
      />
    </>
  );
}
