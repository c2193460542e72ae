import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminText, translatedResolver } from '../i18n/contract-messages';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_MESSAGES, StaffInviteAcceptBody, type StaffInviteInfoResponse } from '@atelier/contracts';
import { buttonClass, SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../paths';

type Values = z.input<typeof StaffInviteAcceptBody>;

/**
 * /admin/invite?token=… (the link of a staff invitation, docs/decisions/100): whose invitation it is
 * (GET /api/staff-invites/{token}), then a name and a password (POST /api/staff-invites/accept);
 * afterwards the new member signs in at /admin like everyone. Open to signed-out visitors.
 */
export default function InvitePage() {
  useDocumentTitle(t`Join the staff · Back office`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [accepted, setAccepted] = useState(false);
  const invite = useQuery({
    queryKey: ['staff-invite', token],
    queryFn: ({ signal }) => apiFetch<StaffInviteInfoResponse>(`/api/staff-invites/${encodeURIComponent(token)}`, { signal }),
    enabled: token.length > 0,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof StaffInviteAcceptBody>>({
    resolver: translatedResolver(zodResolver(StaffInviteAcceptBody)),
    values: { token, name: invite.data?.name ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/api/staff-invites/accept', { method: 'POST', body: values });
      setAccepted(true);
    } catch (error) {
      setError('root', { message: errorMessage(error, adminText(ADMIN_MESSAGES.inviteInvalid)) });
    }
  });

  let body;
  if (!token) body = <ErrorState title={t`This invitation link is incomplete`} message={adminText(ADMIN_MESSAGES.inviteInvalid)} />;
  else if (invite.isPending) body = <PageSpinner label={t`Checking the invitation...`} />;
  else if (invite.error) body = <ErrorState title={t`This invitation cannot be used`} message={errorMessage(invite.error, adminText(ADMIN_MESSAGES.inviteInvalid))} />;
  else if (accepted)
    body = (
      <div role="status" className="grid gap-4 rounded-3xl bg-white p-6 text-center ring-1 ring-sand-200">
        <p className="text-lg font-semibold">{t`Welcome to the team!`}</p>
        <p className="text-ink-600">{t`Sign in with ${invite.data.email} and the password you just chose.`}</p>
        <Link to={adminPaths.dashboard} className={buttonClass('dark')}>
          {t`Sign in to the back office`}
        </Link>
      </div>
    );
  else
    body = (
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 rounded-3xl bg-white p-5 ring-1 ring-sand-200" aria-label={t`Accept the invitation`}>
        <p className="text-ink-700">
          <Trans>
            Invitation for <strong className="[overflow-wrap:anywhere]">{invite.data.email}</strong>.
          </Trans>
        </p>
        <FormAlert message={errors.root?.message} />
        <TextField label={t`Your name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label={t`Choose a password`} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <SubmitButton size="lg" variant="dark" pending={isSubmitting} className="w-full">
          {t`Join the staff`}
        </SubmitButton>
      </form>
    );

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-10">
      <div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-clay-700">{t`Atelier back office`}</p>
        <h1 className="text-3xl">{t`Join the staff`}</h1>
      </div>
      {body}
    </main>
  );
}
