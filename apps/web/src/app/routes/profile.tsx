import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { resolveImageUrl } from '@/lib/images';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile (signed in): name, e-mail and Log out for now; the profile area comes in a later issue. */
export default function ProfileRoute() {
  useDocumentTitle('Profile');
  const { user, logout } = useAuth();
  const picture = resolveImageUrl(user?.profile_image);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Profile" />
      <section aria-label="Your account" className="flex flex-col gap-6 rounded-3xl border border-sand-200 bg-white p-5 sm:flex-row sm:items-center sm:p-8">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink-900 font-display text-3xl text-gold-400">
          {picture ? <img src={picture} alt="" width={80} height={80} className="size-full object-cover" /> : <span aria-hidden="true">{user?.name?.[0]?.toUpperCase() ?? '?'}</span>}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-display text-2xl">{user?.name}</p>
          <p className="break-all text-ink-600">{user?.email}</p>
          {user?.phone ? <p className="text-ink-600">{user.phone}</p> : null}
        </div>
        <Button variant="outline" onClick={logout}>
          Log out
        </Button>
      </section>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Link to={paths.cart} className={buttonClass('dark', 'md')}>
          Your cart
        </Link>
        <Link to={paths.wishlist} className={buttonClass('outline', 'md')}>
          Your wishlist
        </Link>
      </div>
    </div>
  );
}
