import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/states';
import { PageTitle } from '../components/page-title';
import { adminPaths } from '../paths';

/** An /admin address with no page. */
export default function NotFoundPage() {
  return (
    <>
      <PageTitle title="Page not found" />
      <EmptyState
        title="There is no such page in the back office"
        action={
          <Link to={adminPaths.dashboard} className={buttonClass('dark')}>
            Go to the dashboard
          </Link>
        }
      />
    </>
  );
}
