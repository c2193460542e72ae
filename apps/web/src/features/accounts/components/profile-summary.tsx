import type { User } from '@atelier/contracts';
import { Button } from '@/components/button';
import { Avatar } from './avatar';
import { EmailText } from '@/components/email-text';
import { t } from '@lingui/core/macro';

/** The head of /profile, above every tab: picture (the API's URL), name (the page's h1), e-mail, Log out. */
export function ProfileSummary({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <header className="flex flex-wrap items-center gap-4 sm:gap-6">
      <Avatar src={user.profile_image} name={user.name} size={72} className="ring-4 ring-white" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{t`Your profile`}</p>
        <h1 className="mt-1 text-3xl leading-tight break-words sm:text-4xl">{user.name}</h1>
        <p className="mt-1 text-sm text-ink-600">
          <EmailText email={user.email} />
        </p>
      </div>
      <Button variant="outline" onClick={onLogout} className="w-full sm:w-auto">
        {t`Log out`}
      </Button>
    </header>
  );
}
