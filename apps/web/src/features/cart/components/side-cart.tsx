import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { plural } from '@lingui/core/macro';
import { whenIdle } from '@/lib/idle';

const loadDrawer = () => import('./side-cart-drawer');
const SideCartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SideCartDrawer })));

/**
 * The header's cart button and the side cart drawer it opens (SideCartDrawer, spec 02 §2 Side cart
 * drawer). The drawer's code loads when the browser is idle after the first render, or when the
 * pointer or focus reaches the button, whichever comes first; a click before it arrives shows the
 * dimmed backdrop until it does.
 */
export function SideCart({ count, className, children }: { count: number; className?: string; /** The button's icon and count badge. */ children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => whenIdle(() => void loadDrawer()), []);

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={createPortal(<div className="no-print fixed inset-0 z-[90] bg-ink-900/50" aria-hidden="true" />, document.body)}>
          <SideCartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
