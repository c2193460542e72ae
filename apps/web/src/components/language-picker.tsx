import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@/lib/i18n/use-format';
import { LOCALES, LOCALE_NAMES, isLocale } from '@/lib/i18n/locales';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { cn } from '@/lib/cn';

/**
 * The language picker of the header and the footer (docs/decisions/108): a labelled native select (keyboard
 * and screen readers for free), each language named in itself (in the header's bar, its code, the
 * name staying what assistive technology reads). Choosing one moves to the same page
 * under its prefix and remembers the choice; if the language's file cannot load, the page stays as
 * it was and says so.
 */
export function LanguagePicker({
  className,
  tone = 'light',
  compact = false,
}: {
  className?: string;
  tone?: 'light' | 'dark';
  /** The header's bar: the label for screen readers only, each language as its code. */ compact?: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const choose = (next: string) => {
    if (!isLocale(next) || next === locale) return;
    setFailed(false);
    switchLocale(next).catch(() => {
      // The page stays in its language, and so does the picker.
      if (select.current) select.current.value = locale;
      setFailed(true);
    });
  };
  // A language chosen on the server's page before React took it over (a slow phone) is still in the
  // select once hydrated, and React sends no change for it: follow it then (docs/decisions/135).
  useEffect(() => {
    if (select.current) choose(select.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when React takes the page over
  }, []);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('text-xs font-semibold', compact && 'sr-only', tone === 'dark' ? 'text-paper/80' : 'text-ink-700')}>
        {t`Language`}
      </label>
      {/* Uncontrolled, keyed by the language: hydrating a controlled select would put the rendered
          language back over the one chosen before. */}
      <select
        key={locale}
        ref={select}
        id={id}
        defaultValue={locale}
        onChange={(event) => choose(event.target.value)}
        className={cn(
          'min-h-11 rounded-full border px-3 text-sm font-semibold',
          compact && 'px-2',
          tone === 'dark' ? 'border-paper/25 bg-ink-900 text-paper' : 'border-ink-900/15 bg-paper text-ink-800',
        )}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} aria-label={compact ? LOCALE_NAMES[code] : undefined}>
            {compact ? code.toUpperCase() : LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      {failed ? (
        <span role="alert" className={cn('text-xs', tone === 'dark' ? 'text-paper' : 'text-clay-800')}>
          {t`Could not change the language. Please check your connection.`}
        </span>
      ) : null}
    </div>
  );
}
