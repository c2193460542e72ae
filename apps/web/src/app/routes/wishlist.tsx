import { NavLink, useNavigate } from 'react-router';
import { PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { lineToProductDetails } from '@/features/catalog/product-details';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

const pill = 'flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-ink-700 hover:bg-sand-100 aria-[current=page]:bg-ink-900 aria-[current=page]:text-paper';

/** /wishlist (spec 02 §2 Wishlist): pills Cart / Wishlist / Reviews, items with Remove and Buy Now. */
export default function WishlistRoute() {
  useDocumentTitle(t`Wishlist`);
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={t`Your lists`} className="mb-6 flex gap-2">
        <NavLink to={paths.cart} className={pill}>
          {t`Cart`}
        </NavLink>
        <NavLink to={paths.wishlist} className={pill}>
          {t`Wishlist`}
        </NavLink>
        <NavLink to={paths.profile} className={pill} end>
          {t`Reviews`}
        </NavLink>
      </nav>
      <PageHeader title={t`Wishlist`} />
      <WishlistView
        onBuyNow={(item) =>
          navigate(paths.payment, {
            state: { product: lineToProductDetails(item) },
          })
        }
      />
    </div>
  );
}
