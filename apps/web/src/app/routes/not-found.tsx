import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/** Any unknown path (spec 01 §2): 'Page Not Found' with 'Return to Homepage' and 'Back to Home'. */
export default function NotFoundRoute() {
  useDocumentTitle(t`Page Not Found`);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="font-display text-7xl text-clay-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{t`Page Not Found`}</h1>
      <p className="mt-3 text-ink-600">{t`The page you are looking for has moved or never existed.`}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClass('dark', 'lg')}>
          {t`Return to Homepage`}
        </Link>
        <Link to={paths.home} className={buttonClass('outline', 'lg')}>
          {t`Back to Home`}
        </Link>
      </div>
    </div>
  );
}
