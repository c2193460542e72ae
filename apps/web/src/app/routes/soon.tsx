import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/** /soon: 'Coming Soon' for services not open yet, with a contact address (spec 02 §2 Services). */
export default function SoonRoute() {
  useDocumentTitle(t`Coming Soon`);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="bg-zigzag mb-8 h-3 w-32 rounded-full" aria-hidden="true" />
      <h1 className="text-4xl sm:text-6xl">{t`Coming Soon`}</h1>
      <p className="mt-4 text-lg text-ink-600">{t`We are preparing this corner of the studio. Want to know first, or order something special now? Write to us.`}</p>
      <a href={`mailto:${env.supportEmail}`} className="mt-4 text-lg font-semibold text-clay-700 underline underline-offset-4">
        {env.supportEmail}
      </a>
      <Link to={paths.store} className={buttonClass('dark', 'lg', 'mt-10')}>
        {t`Shop custom shoes`}
      </Link>
    </div>
  );
}
