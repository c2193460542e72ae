import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { whenIdle } from '@/lib/idle';
import { lazyPart } from '@/lib/lazy-part';
import { Header, MobileBottomBar } from './header';
import { t } from '@lingui/core/macro';

// The footer (newsletter form, link columns, social links) sits below the fold on every page, so it
// loads as its own chunk after the page instead of delaying the first paint on slow networks. Its
// dark band stands in while it comes, and stays if the network drops first (lib/lazy-part.tsx).
const FooterPlaceholder = () => <div className="mt-16 min-h-96 bg-ink-900" aria-hidden="true" />;
const Footer = lazyPart(() => import('./footer').then((m) => m.Footer), FooterPlaceholder);
// The chat's floating button comes once the page is up and the browser idle: it is not part of the
// page's first JavaScript (docs/decisions/108); its window was already a chunk of its own. A page
// read offline before the browser was idle shows no button until the shop is back online.
const ChatButton = lazyPart(() => import('@/features/chat/components/chat-button').then((m) => m.ChatButton));

/** `children` from the first moment the browser is idle after the first render (lib/idle.ts). */
function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The shared layout of every page but /login and /verification (spec 01 §2): header, main content,
 * footer, the phone bottom bar and the chat button. A skip link leads past the navigation.
 */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-[110] rounded-full bg-ink-900 px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t`Skip to content`}
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page whose data arrives late
          grows without shifting anything the visitor sees (Lighthouse CLS on the item pages was 0.34). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={<FooterPlaceholder />}>
        <Footer />
      </Suspense>
      <MobileBottomBar />
      <WhenIdle>
        <ChatButton />
      </WhenIdle>
      {/* Keeps the end of the footer clear of the fixed bottom bar on phones. */}
      <div className="h-[calc(3.5rem+env(safe-area-inset-bottom))] bg-ink-900 md:hidden" aria-hidden="true" />
    </div>
  );
}
