import { Link } from 'react-router';
import { PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { HelpCenter } from '@/features/content/components/help-center';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { helpCenterQueryOptions } from '@/features/content/api/get-public-content';
import type { PrefetchContext } from '../prefetch';

/** The help center's texts, for the first render (docs/decisions/060, 135). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(helpCenterQueryOptions());

/** /help: the help center (spec 01 §2 Help center). */
export default function HelpRoute() {
  useDocumentTitle(t`Help Center`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={t`Help Center`} eyebrow={t`Support`}>
        <Trans>
          Answers about orders, delivery, returns and studio sessions. See also the{' '}
          <Link to={paths.faq} className="font-semibold text-clay-700 underline underline-offset-4">
            FAQ
          </Link>
          .
        </Trans>
      </PageHeader>
      <HelpCenter />
    </div>
  );
}
