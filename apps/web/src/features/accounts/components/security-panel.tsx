import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, ChangePasswordForm as ChangePasswordSchema, confirmsDeletion, type User } from '@atelier/contracts';
import { Button, FormActions, SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { ApiError, errorMessage, networkErrorText } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format-date';
import { CHANGE_PASSWORD_FAILED, useChangePassword } from '../api/change-password';
import { DELETE_ACCOUNT_MESSAGES, useDeleteAccount } from '../api/delete-account';
import { FormMessage, type PageMessage } from './form-message';
import { PasswordField } from './password-input';
import { t } from '@lingui/core/macro';
import { accountText } from '../account-messages';

/**
 * The Security tab of /profile (spec 02 §2, §5): the password-change form (toggled open) and account
 * deletion behind a typed DELETE confirmation.
 */
export function SecurityPanel({ user }: { user: User }) {
  const [changing, setChanging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formId = useId();
  const changed = formatDate(user.last_password_change);

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`${formId}-title`} className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={`${formId}-title`} className="text-2xl">
              {t`Password`}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{changed ? t`Last changed on ${changed}.` : t`Use at least 6 characters.`}</p>
          </div>
          {!changing ? (
            <Button variant="outline" onClick={() => setChanging(true)}>
              {t`Change password`}
            </Button>
          ) : null}
        </div>
        {changing ? <ChangePasswordForm onDone={() => setChanging(false)} /> : null}
      </section>

      <section aria-labelledby={`${formId}-delete-title`} className="rounded-3xl border border-clay-100 bg-clay-50/60 p-5 sm:p-8">
        <h2 id={`${formId}-delete-title`} className="text-2xl">
          {t`Delete account`}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          {t`This removes your profile, addresses, cart and wishlist and logs you out everywhere. Orders you placed stay in the shop's books without your personal details. It cannot be undone.`}
        </p>
        <Button variant="outline" className="mt-4 border-clay-600 text-clay-700 hover:border-clay-700 hover:bg-clay-50" onClick={() => setDeleting(true)}>
          {t`Delete account`}
        </Button>
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}

type PasswordInput = z.input<typeof ChangePasswordSchema>;
type PasswordOutput = z.output<typeof ChangePasswordSchema>;

/**
 * Current password, new password and confirmation, checked by ChangePasswordForm from contracts ('New
 * passwords do not match', 'New password must be at least 6 characters long'). POST
 * /api/users/change-password; success → a toast; failure → the server's text (e.g. 'Current password
 * is incorrect'), else 'Failed to change password'. Other sessions of the user end on the server.
 */
function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PasswordInput, unknown, PasswordOutput>({ resolver: zodResolver(ChangePasswordSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const [failure, setFailure] = useState<PageMessage>(null);

  // The form opens from a button that then goes away: focus moves to its first field.
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || t`Password changed successfully`);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fields)) {
              if (field === 'currentPassword' || field === 'newPassword') setError(field, { message: accountText(message) });
            }
          }
          setFailure({ kind: 'error', text: accountText(errorMessage(error, CHANGE_PASSWORD_FAILED)) });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)} className="mt-6 grid max-w-md gap-4" aria-label={t`Change password`}>
      <PasswordField label={t`Current password`} autoComplete="current-password" error={accountText(errors.currentPassword?.message)} {...register('currentPassword')} />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 6 characters. Your other devices will be logged out.`}
        error={accountText(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" error={accountText(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <FormMessage message={failure} />
      <FormActions submitLabel={t`Save new password`} pending={change.isPending} onCancel={onDone} className="sm:justify-start" />
    </form>
  );
}

/**
 * The delete-account modal (spec 02 §5): the user types DELETE ('Please type DELETE to confirm account
 * deletion' otherwise). DELETE /api/users/account; success → logged out here, sent to / with a toast;
 * failure → 'Failed to delete account'.
 */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmsDeletion(typed)) {
      setError(accountText(ACCOUNT_MESSAGES.typeDelete));
      return;
    }
    setError(null);
    remove.mutate(undefined, {
      onSuccess: (reply) => {
        navigate(paths.home, { replace: true });
        // The server already revoked the token; only the local session is left to end.
        logout({ revoke: false });
        toast.success(reply.message || accountText(DELETE_ACCOUNT_MESSAGES.deleted));
      },
      onError: (failure) => setError(failure instanceof ApiError && failure.isNetworkError ? networkErrorText() : accountText(DELETE_ACCOUNT_MESSAGES.failed)),
    });
  };

  return (
    <Modal open={open} onClose={close} title={t`Delete your account?`}>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-4" aria-label={t`Delete account`}>
        <p className="text-ink-700">{t`Your profile, addresses, cart and wishlist will be removed and you will be logged out. This cannot be undone.`}</p>
        <TextField
          label={t`Type DELETE to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          data-autofocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            {t`Cancel`}
          </Button>
          <SubmitButton className="bg-clay-700 hover:bg-clay-800" pending={remove.isPending} pendingLabel={t`Deleting...`}>
            {t`Delete my account`}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
