import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { CharacterCounterContext } from '@/components/field';
import { AuthProvider, useAuth } from '@/lib/auth';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { createQueryClient } from '@/lib/query-client';
import { activateAdminLocale, signedInLocale } from './i18n/i18n';

/**
 * Once signed in, a browser without a remembered choice follows the staff account's `language`
 * (docs/decisions/113); a catalog that cannot load keeps the current language.
 */
function AccountLanguage() {
  const { user } = useAuth();
  const { i18n: active } = useLingui();
  const current = isLocale(active.locale) ? active.locale : DEFAULT_LOCALE;
  const wanted = user ? signedInLocale(user.language, current) : current;
  useEffect(() => {
    if (wanted !== current) activateAdminLocale(wanted).catch(() => undefined);
  }, [wanted, current]);
  return null;
}

/** The pages, remounted when the language changes (the macros' global `t` then reads the new one). */
function ByLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

/**
 * The back office's providers: the active language (Lingui, its own catalog — main.tsx activates it
 * before the first render), its own TanStack Query client, the store's session (same accounts, same
 * token in local storage), the toasts, styled like the store's, and fields that count their
 * characters instead of cutting a text at its limit (CharacterCounterContext).
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  if (!i18n.locale) void activateAdminLocale(DEFAULT_LOCALE);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AccountLanguage />
          <CharacterCounterContext value={true}>
            <ByLanguage>{children}</ByLanguage>
          </CharacterCounterContext>
          <Toaster position="top-center" toastOptions={{ style: { borderRadius: '999px', background: '#1f1a17', color: '#fbf8f3', fontSize: '14px', fontWeight: 500 } }} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
