import { t } from '@lingui/core/macro';
import { ContentShell } from '../features/content/components/content-shell';
import { HeroSlidesEditor } from '../features/content/components/hero-slides';

/** /admin/content/home (owner, docs/decisions/102): the home page's slides — add, edit, hide, reorder, delete. */
export default function ContentHomePage() {
  return (
    <ContentShell title={t`Home slides`} intro={t`The slides at the top of the home page: title, pictures and where they lead.`}>
      <div className="grid max-w-3xl gap-6">
        <HeroSlidesEditor />
      </div>
    </ContentShell>
  );
}
