import { t } from '@lingui/core/macro';
import { ContentShell } from '../features/content/components/content-shell';
import { RatingsModeration } from '../features/content/components/ratings';

/** /admin/content/ratings (owner, docs/decisions/102): every rating, 20 a page; hide or show with a reason. */
export default function ContentRatingsPage() {
  return (
    <ContentShell title={t`Ratings`} intro={t`A hidden rating leaves the item's average and count; the reason stays in the audit log.`}>
      <div className="grid max-w-3xl gap-6">
        <RatingsModeration />
      </div>
    </ContentShell>
  );
}
