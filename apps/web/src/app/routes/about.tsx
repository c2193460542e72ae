import { useState } from 'react';
import { Link } from 'react-router';
import type { TeamMember } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import { Tabs } from '@/components/tabs';
import { paths } from '@/config/paths';
import { useCompanyBasic } from '@/features/content/api/get-company-settings';
import { teamQueryOptions, useTeam } from '@/features/content/api/get-public-content';
import { useCompanyName } from '@/app/layout/brand';
import { imageSources, resolveImageUrl } from '@/lib/images';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';
import type { PrefetchContext } from '../prefetch';

type AboutTab = 'story' | 'mission' | 'team';
const tabs = () =>
  [
    { id: 'story', label: t`Our Story` },
    { id: 'mission', label: t`Mission & Vision` },
    { id: 'team', label: t`Our Team` },
  ] as const;

/** Spec 01 §2 About us: static stats. */
const stats = () =>
  [
    ['1000+', t`customers`],
    ['5000+', t`designs`],
    ['50+', t`countries`],
  ] as const;

/** Shown when the team cannot load or is empty (spec 01 §2: sample members as fallback), in the active language. */
export const sampleTeam = (): TeamMember[] => [
  { name: 'Aline Uwase', role: t`Founder & Lead Artist`, profile_image_url: null, bio: t`Painter and designer; started the studio in Kigali in 2020.` },
  { name: 'Jean-Paul Habimana', role: t`Master Shoemaker`, profile_image_url: null, bio: t`Twenty years of leatherwork; every made-to-measure pair passes through his hands.` },
  { name: 'Grace Mukamana', role: t`Fashion Designer`, profile_image_url: null, bio: t`Cuts our kitenge and silk pieces and leads the tailoring team.` },
];

/** The story, mission and vision shown while the settings load or when they are empty or fail. */
const defaultDescription = () =>
  t`We are a creative studio in Kigali, Rwanda: custom fashion, bespoke shoes painted by hand and original art from Rwandan artists, made to order and shipped worldwide.`;
const defaultMission = () => t`To turn Rwandan craft and art into things people wear and live with every day, and to pay the makers fairly for it.`;
const defaultVision = () => t`A world where a pair of shoes from Kigali is as wanted as any designer label.`;

/** Up to two initials of a name ('Aline Uwase' → 'AU'). */
export function initials(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  const sources = imageSources(member.profile_image_url, 320);
  const [failed, setFailed] = useState(false);
  return (
    <li className="flex flex-col items-center rounded-3xl border border-sand-200 bg-white p-6 text-center">
      {sources && !failed ? (
        <img src={sources.src} srcSet={sources.srcSet} sizes="96px" alt="" width={96} height={96} className="size-24 rounded-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true" data-testid="member-initials" className="flex size-24 items-center justify-center rounded-full bg-ink-900 font-display text-3xl text-gold-400">
          {initials(member.name)}
        </span>
      )}
      <h3 className="mt-4 text-xl">{member.name}</h3>
      <p className="text-sm font-semibold text-clay-700">{member.role}</p>
      {member.bio ? <p className="mt-2 text-sm text-ink-700">{member.bio}</p> : null}
    </li>
  );
}

/** The team, for the first render (docs/decisions/060, 135); the company's basics come with every page. */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(teamQueryOptions());

/**
 * /aboutus (spec 01 §2 About us): company name, logo, tagline, founded year (default 2020); tabs
 * story (default), mission, team; team members with sample members as fallback; links to /contact
 * and /store; static stats. A failed logo hides; a failed member picture shows initials. Failures
 * are only logged; the defaults stay.
 */
export default function AboutRoute() {
  useDocumentTitle(t`About Us`);
  const basic = useCompanyBasic();
  const team = useTeam();
  const name = useCompanyName();
  const [tab, setTab] = useState<AboutTab>('story');
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = resolveImageUrl(basic.data?.company_logo_url);
  const members = team.data && team.data.length > 0 ? team.data : sampleTeam();
  const founded = basic.data?.founded_year || 2020;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        {logo && !logoFailed ? <img src={logo} alt={t`${name} logo`} width={80} height={80} className="size-20 rounded-2xl object-contain" onError={() => setLogoFailed(true)} /> : null}
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{t`About us · Since ${founded}`}</p>
          <h1 className="text-4xl leading-tight sm:text-5xl">{name}</h1>
          <p className="mt-2 text-lg text-ink-700">{basic.data?.company_tagline || t`Custom fashion, bespoke shoes and graphic art, made in Kigali.`}</p>
        </div>
      </header>

      <ul className="mb-10 grid grid-cols-3 gap-3" aria-label={t`In numbers`}>
        {stats().map(([value, label]) => (
          <li key={label} className="rounded-2xl bg-ink-900 px-3 py-5 text-center text-paper">
            <p className="font-display text-2xl text-gold-400 sm:text-4xl">{value}</p>
            <p className="text-xs sm:text-sm">{label}</p>
          </li>
        ))}
      </ul>

      <Tabs tabs={tabs()} selected={tab} onSelect={setTab} label={t`About us`}>
        {tab === 'story' ? (
          <div className="max-w-3xl space-y-4 text-lg text-ink-700">
            <h2 className="text-2xl">{t`Our story`}</h2>
            <p>{basic.data?.company_description || defaultDescription()}</p>
            <p>{t`Founded in ${founded}, we work with painters, shoemakers and tailors from across Rwanda.`}</p>
          </div>
        ) : tab === 'mission' ? (
          <div className="grid gap-6 sm:grid-cols-2">
            <section className="rounded-3xl border border-sand-200 bg-white p-6">
              <h2 className="text-2xl">{t`Mission`}</h2>
              <p className="mt-2 text-ink-700">{basic.data?.mission_statement || defaultMission()}</p>
            </section>
            <section className="rounded-3xl border border-sand-200 bg-white p-6">
              <h2 className="text-2xl">{t`Vision`}</h2>
              <p className="mt-2 text-ink-700">{basic.data?.vision_statement || defaultVision()}</p>
            </section>
          </div>
        ) : (
          <>
            <h2 className="sr-only">{t`Our team`}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="team">
              {members.map((m) => (
                <MemberCard key={`${m.name}-${m.role}`} member={m} />
              ))}
            </ul>
          </>
        )}
      </Tabs>

      <div className="mt-12 flex flex-wrap gap-3">
        <Link to={paths.store} className={buttonClass('dark', 'lg')}>
          {t`Visit the store`}
        </Link>
        <Link to={paths.contact} className={buttonClass('outline', 'lg')}>
          {t`Contact us`}
        </Link>
      </div>
    </div>
  );
}
