import { t } from '@lingui/core/macro';
import { ContentShell } from '../features/content/components/content-shell';
import { ServicesEditor } from '../features/content/components/services-editor';

/** /admin/content/services (owner, docs/decisions/104): the bookable services — add, edit, hide, reorder. */
export default function ContentServicesPage() {
  return (
    <ContentShell title={t`Services`} intro={t`What customers can book: shown on the services page and in the booking form.`}>
      <div className="grid max-w-3xl gap-6">
        <ServicesEditor />
      </div>
    </ContentShell>
  );
}
