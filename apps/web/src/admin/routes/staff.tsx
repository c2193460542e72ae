import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '../i18n/contract-messages';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { StaffInviteBody, type StaffMember } from '@atelier/contracts';
import { Button, SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format-date';
import { PageTitle } from '../components/page-title';
import { inviteStaff, removeStaff, revokeInvite, useStaff, useStaffAction } from '../features/staff/api/staff';

/** Invite by e-mail: an existing account becomes staff at once, anyone else gets a link by e-mail. */
function InviteForm() {
  const action = useStaffAction(inviteStaff);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof StaffInviteBody>, unknown, z.output<typeof StaffInviteBody>>({ resolver: translatedResolver(zodResolver(StaffInviteBody)), defaultValues: { email: '', name: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await action.mutateAsync({ email: values.email, ...(values.name ? { name: values.name } : {}) });
      toast.success(reply.outcome === 'promoted' ? t`${reply.member.email} is now on the staff` : t`Invitation sent to ${reply.invite.email}`);
      reset();
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The invitation could not be sent. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-[1fr_1fr_auto] sm:items-start" aria-label={t`Invite staff`}>
      <FormAlert message={errors.root?.message} className="sm:col-span-3" />
      <TextField label={t`E-mail`} type="email" inputMode="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField label={t`Name`} optional autoComplete="off" error={errors.name?.message} {...register('name')} />
      <SubmitButton variant="dark" pending={action.isPending} pendingLabel={t`Sending...`} className="sm:mt-7">
        {t`Invite`}
      </SubmitButton>
    </form>
  );
}

/** /admin/staff (owner only): the team, pending invitations, invite and remove. */
export default function StaffPage() {
  const { user } = useAuth();
  const { data, error, isPending, refetch } = useStaff();
  const remove = useStaffAction(removeStaff);
  const revoke = useStaffAction(revokeInvite);
  const [leaving, setLeaving] = useState<StaffMember | null>(null);

  const confirmRemove = async () => {
    if (!leaving) return;
    try {
      await remove.mutateAsync(leaving.id);
      toast.success(t`${leaving.name || leaving.email} no longer has access`);
      setLeaving(null);
    } catch (e) {
      toast.error(errorMessage(e, t`The member could not be removed. Please try again.`));
    }
  };

  return (
    <>
      <PageTitle title={t`Staff`}>{t`Staff handle orders and payments. Only you change staff, void payments, refund and export.`}</PageTitle>
      <InviteForm />
      <div className="mt-6">
        {isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
            <Spinner /> {t`Loading the staff...`}
          </div>
        ) : error ? (
          <ErrorState title={t`The staff could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
        ) : (
          <section aria-labelledby="staff-team">
            <h2 id="staff-team" className="mb-3 font-sans text-base font-semibold">
              {t`Team`}
            </h2>
            <ul className="divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200">
              {data.members.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      {m.name} <span className="text-sm font-normal text-ink-600">· {m.role === 'admin' ? t({ context: 'role', message: 'Owner' }) : t({ context: 'role', message: 'Staff' })}</span>
                    </p>
                    <p className="break-all text-sm text-ink-600">{m.email}</p>
                  </div>
                  {m.role === 'staff' && m.id !== user?.id ? (
                    <Button variant="danger" size="sm" className="shrink-0" onClick={() => setLeaving(m)}>
                      {t`Remove`}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {data.invites.length ? (
              <section aria-labelledby="staff-invites">
                <h2 id="staff-invites" className="mt-6 mb-3 font-sans text-base font-semibold">
                  {t`Invitations`}
                </h2>
                <ul className="divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200">
                  {data.invites.map((invite) => (
                    <li key={invite.id} className="flex items-center justify-between gap-3 px-4 py-3">
                      <div className="min-w-0">
                        <p className="break-all font-semibold text-ink-900">{invite.email}</p>
                        <p className="text-sm text-ink-600">{t`Sent ${formatDate(invite.invited_at)} · works until ${formatDate(invite.expires_at)}`}</p>
                      </div>
                      <Button
                        variant="danger"
                        size="sm"
                        className="shrink-0"
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(invite.id, { onError: (e) => void toast.error(errorMessage(e, t`The invitation could not be withdrawn.`)) })}
                      >
                        {t`Withdraw`}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </section>
        )}
      </div>
      <Modal open={leaving !== null} onClose={() => setLeaving(null)} title={t`Remove from the staff?`}>
        <p className="mt-3 text-ink-700">{t`${leaving?.email ?? ''} keeps their shop account but can no longer open the back office.`}</p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setLeaving(null)} disabled={remove.isPending}>
            {t`Keep`}
          </Button>
          <Button variant="dark" onClick={() => void confirmRemove()} disabled={remove.isPending}>
            {remove.isPending ? t`Removing...` : t`Remove`}
          </Button>
        </div>
      </Modal>
    </>
  );
}
