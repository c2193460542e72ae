import { t } from '@lingui/core/macro';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useContent } from '../features/content/api/content';
import { CompanyLists, LogoEditor, SocialForm } from '../features/content/components/company-editor';
import { ContentShell } from '../features/content/components/content-shell';

/** /admin/content/company (owner, docs/decisions/104): the logo, social links, contact details, team members with photos and values. */
export default function ContentCompanyPage() {
  const { data, error, isPending, refetch } = useContent();
  return (
    <ContentShell title={t`Company`} intro={t`The logo, links and people customers see in the footer and on the about, contact and legal pages.`}>
      {isPending ? (
        <PageSpinner label={t`Loading the content...`} />
      ) : error ? (
        <ErrorState title={t`The content could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : (
        <div className="grid max-w-3xl gap-6">
          <LogoEditor basic={data.basic} />
          <SocialForm social={data.social} />
          <CompanyLists content={data} />
        </div>
      )}
    </ContentShell>
  );
}
