import { Link } from 'react-router';
import { FALLBACK_BRAND } from '@atelier/contracts';
import { useCompanyBasic } from '@/features/content/api/get-company-settings';
import { resolveImageUrl } from '@/lib/images';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useState } from 'react';
import { t } from '@lingui/core/macro';

/** The company name from settings, or the fallback brand while loading or on failure. */
export function useCompanyName(): string {
  const basic = useCompanyBasic();
  return basic.data?.company_name || FALLBACK_BRAND;
}

/** Logo + company name linking home (spec 01 §2 Navigation bar). */
export function BrandLink({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const basic = useCompanyBasic();
  const name = basic.data?.company_name || FALLBACK_BRAND;
  const logo = resolveImageUrl(basic.data?.company_logo_url);
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <Link to={paths.home} className={cn('flex min-h-11 shrink-0 items-center gap-2.5 whitespace-nowrap', className)} aria-label={t`${name}, home`}>
      {logo && !logoFailed ? (
        <img src={logo} alt="" width={36} height={36} className="size-9 rounded-lg bg-ink-900 object-cover" onError={() => setLogoFailed(true)} />
      ) : (
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-ink-900 font-display text-lg font-bold text-gold-400">
          A
        </span>
      )}
      <span className={cn('font-display text-lg leading-none font-semibold tracking-tight', tone === 'light' ? 'text-paper' : 'text-ink-900')}>{name}</span>
    </Link>
  );
}
