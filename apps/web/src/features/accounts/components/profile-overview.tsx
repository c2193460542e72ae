import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, ProfileEditBody, type User } from '@atelier/contracts';
import { Button, FormActions, SubmitButton } from '@/components/button';
import { TextField, inputClass } from '@/components/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useConfirmNewEmail } from '../api/confirm-new-email';
import { UPDATE_PROFILE_FAILED, profileChanges, useUpdateProfile } from '../api/update-profile';
import { Avatar } from './avatar';
import { FormMessage, type PageMessage } from './form-message';
import { usePictureChoice } from '../use-picture-choice';
import { PictureInput } from './picture-input';
import { CodeInput } from './verification-form';
import { EmailText } from '@/components/email-text';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { accountText } from '../account-messages';
import { cn } from '@/lib/cn';
import { LOCALES, LOCALE_NAMES, isLocale } from '@/lib/i18n/locales';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { useLocale } from '@/lib/i18n/use-format';
import { useAuth } from '@/lib/auth';

/** The editable fields: name and e-mail required, a blank phone left as it is (spec 01 §5). */
const ProfileEditSchema = ProfileEditBody;
type EditInput = z.input<typeof ProfileEditSchema>;
type EditOutput = z.output<typeof ProfileEditSchema>;
const EDIT_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * The Overview tab of /profile (spec 02 §2 Profile): picture, name, e-mail, phone and member-since,
 * with an edit mode (Save / Cancel). After an e-mail change the code sent to the new address can be
 * entered right here.
 */
export function ProfileOverview({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode gives focus back to the button that opened it, unless a new e-mail now waits
  // for its code (the code field takes focus then).
  useEffect(() => {
    if (wasEditing.current && !editing && !pendingEmail) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, pendingEmail]);

  return (
    <div className="grid gap-6">
      {pendingEmail ? <PendingEmailCard user={user} pendingEmail={pendingEmail} onDone={() => setPendingEmail(null)} /> : null}
      <section aria-labelledby="profile-details-title" className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-details-title" className="text-2xl">
            {editing ? t`Edit profile` : t`Personal details`}
          </h2>
          {!editing ? (
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              {t`Edit profile`}
            </Button>
          ) : null}
        </div>
        {editing ? (
          <ProfileEditForm
            user={user}
            onCancel={() => setEditing(false)}
            onSaved={(pending) => {
              setEditing(false);
              setPendingEmail(pending);
            }}
          />
        ) : (
          // The picture is in the page's head, right above the tabs.
          <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
            <Detail term={t`Name`} value={user.name} />
            <Detail term={t`Email`} value={<EmailText email={user.email} />} />
            <Detail term={t`Phone`} value={user.phone || t`Not set`} />
            <Detail term={t`Member since`} value={formatDate(user.created_at)} />
          </dl>
        )}
        {!editing ? <LanguageSetting user={user} /> : null}
      </section>
    </div>
  );
}

/**
 * The account's language (docs/decisions/110): the language of the shop and of the
 * customer's e-mails. Choosing one does what the header's picker does — the page moves to that
 * language, this device remembers it, and the session saves it on the account.
 */
function LanguageSetting({ user }: { user: User }) {
  const locale = useLocale();
  const id = useId();
  const [failed, setFailed] = useState(false);
  // The session's copy is the newest: the save after a choice updates it first.
  const { user: session } = useAuth();
  const saved = session?.id === user.id ? session.language : user.language;
  const current = isLocale(saved) ? saved : locale;
  return (
    <div className="mt-6 border-t border-sand-100 pt-5 sm:max-w-sm">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.15em] text-ink-600 uppercase">
        {t`Language`}
      </label>
      <select
        id={id}
        value={current}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setFailed(false);
          switchLocale(next).catch(() => setFailed(true));
        }}
        className={cn(inputClass, 'mt-1.5 appearance-auto pr-10')}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-600">
        {t`The shop and your e-mails use this language.`}
      </p>
      {failed ? (
        <p role="alert" className="mt-1.5 text-xs text-clay-800">
          {t`Could not change the language. Please check your connection.`}
        </p>
      ) : null}
    </div>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-[0.15em] text-ink-600 uppercase">{term}</dt>
      <dd className="mt-1 text-base [overflow-wrap:anywhere] text-ink-900">{value}</dd>
    </div>
  );
}

/**
 * The edit mode: name, e-mail, phone and picture (an image under 5 MB, previewed). Only fields that
 * are filled and changed go to PUT /api/users/{id}, as multipart. Errors: the server's text, else
 * 'Failed to update profile'.
 */
function ProfileEditForm({ user, onCancel, onSaved }: { user: User; onCancel: () => void; onSaved: (pendingEmail: string | null) => void }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EditInput, unknown, EditOutput>({ resolver: zodResolver(ProfileEditSchema), defaultValues: { name: user.name, email: user.email, phone: user.phone } });
  const { picture, error: pictureError, preview, onChange: onPicture, setError: setPictureError } = usePictureChoice();
  const [failure, setFailure] = useState<PageMessage>(null);
  const pictureId = useId();
  const failureId = useId();

  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    if (pictureError) return;
    const form = profileChanges(user, values, picture);
    if (!form) {
      toast(t`Nothing to update`);
      onCancel();
      return;
    }
    update.mutate(
      { id: user.id, form },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || t`Profile updated`);
          onSaved(reply.pendingEmail);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fields)) {
              if ((EDIT_FIELDS as readonly string[]).includes(field)) setError(field as (typeof EDIT_FIELDS)[number], { message: accountText(message) }, { shouldFocus: true });
              if (field === 'profileImage') setPictureError(accountText(message));
            }
          }
          setFailure({ kind: 'error', text: accountText(errorMessage(error, UPDATE_PROFILE_FAILED)) });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)} className="mt-6 grid gap-5" aria-label={t`Edit profile`}>
      <div>
        <span className="mb-1.5 block text-sm font-semibold text-ink-800">{t`Profile picture`}</span>
        <div className="flex items-center gap-4">
          <Avatar src={preview ?? user.profile_image} name={user.name} size={80} />
          <div className="min-w-0 flex-1">
            <label htmlFor={pictureId} className="sr-only">
              {t`Choose a new profile picture`}
            </label>
            <PictureInput
              id={pictureId}
              error={accountText(pictureError ?? undefined) ?? null}
              hint={preview ? t`New picture selected. Save to keep it.` : t`An image up to 5 MB.`}
              onChange={onPicture}
            />
          </div>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t`Full name`} autoComplete="name" error={accountText(errors.name?.message)} {...register('name')} />
        <TextField label={t`Phone number`} type="tel" autoComplete="tel" inputMode="tel" placeholder="+250 788 123 456" error={accountText(errors.phone?.message)} {...register('phone')} />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          className="sm:col-span-2"
          hint={t`A new email is confirmed with a code we send to it; until then you log in with the current one.`}
          error={accountText(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <FormMessage id={failureId} message={failure} />
      <FormActions submitLabel={t`Save`} pending={update.isPending} onCancel={onCancel} />
    </form>
  );
}

/**
 * After an e-mail change (`pendingEmail` in the reply): the code sent to the new address, entered
 * here, makes it the login e-mail (POST /api/auth/verify-email, then a fresh GET /api/auth/verify).
 */
function PendingEmailCard({ user, pendingEmail, onDone }: { user: User; pendingEmail: string; onDone: () => void }) {
  const confirm = useConfirmNewEmail();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<PageMessage>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  useEffect(() => document.getElementById(inputId)?.focus(), [inputId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      setMessage({ kind: 'error', text: accountText(ACCOUNT_MESSAGES.codeInvalidPage) });
      document.getElementById(inputId)?.focus();
      return;
    }
    setMessage(null);
    confirm.mutate(
      { email: pendingEmail, code },
      {
        onSuccess: ({ user: updated }) => {
          toast.success(t`Email updated. Log in with ${updated.email} from now on.`);
          onDone();
        },
        onError: (error) => setMessage({ kind: 'error', text: accountText(errorMessage(error, ACCOUNT_MESSAGES.invalidCode)) }),
      },
    );
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-3xl border border-gold-300 bg-gold-300/15 p-5 sm:p-8">
      <h2 id={`${inputId}-title`} className="text-2xl">
        {t`Confirm your new email`}
      </h2>
      <p className="mt-2 text-ink-700">
        <Trans>
          We sent a 6-digit code to{' '}
          <strong className="font-semibold">
            <EmailText email={pendingEmail} />
          </strong>
          . Enter it to use this address from now on; until then you log in with <EmailText email={user.email} />.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end" aria-label={t`Confirm your new email`}>
        <div className="sm:w-64">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t`Code sent to your new email`}
          </label>
          <CodeInput id={inputId} value={code} onChange={setCode} describedBy={message ? messageId : undefined} invalid={message?.kind === 'error'} />
        </div>
        <SubmitButton variant="dark" size="lg" pending={confirm.isPending} pendingLabel={t`Confirming...`}>
          {t`Confirm email`}
        </SubmitButton>
        <Button variant="ghost" size="lg" onClick={onDone}>
          {t`Later`}
        </Button>
      </form>
      <div className="mt-3">
        <FormMessage id={messageId} message={message} />
      </div>
    </section>
  );
}
