import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@atelier/contracts';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/use-format';
import { LOCALES, LOCALE_NAMES, isLocale } from '@/lib/i18n/locales';
import { switchAdminLocale } from '../i18n/i18n';

/**
 * The back office's language picker (docs/decisions/113): a labelled native select,
 * compact (codes, each read out by its name) for the phone's top bar and the sidebar. The choice is
 * remembered in this browser (the store's `locale` key) and saved on the staff account; if the
 * language's file cannot load, the page stays as it was and says so.
 */
export function AdminLanguageSelect({ className }: { className?: string }) {
  const { t } = useLingui();
  const { user, updateUser } = useAuth();
  const locale = useLocale();
  const id = useId();
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setFailed(false);
          switchAdminLocale<User>(next, user?.id)
            .then((saved) => {
              if (saved) updateUser(saved);
            })
            .catch(() => setFailed(true));
        }}
        className="min-h-11 rounded-full border border-ink-900/15 bg-paper px-2 text-sm font-semibold text-ink-800"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} aria-label={LOCALE_NAMES[code]}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
      {failed ? (
        <span role="alert" className="text-xs text-clay-800">
          {t`Could not change the language. Please check your connection.`}
        </span>
      ) : null}
    </div>
  );
}
