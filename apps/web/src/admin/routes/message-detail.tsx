import { t } from '@lingui/core/macro';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '../i18n/contract-messages';
import { MessageReplyBody } from '@atelier/contracts';
import { Button, buttonClass, SubmitButton } from '@/components/button';
import { TextAreaField } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { MessageBadge } from '../components/desk-badges';
import { PageTitle } from '../components/page-title';
import { useArchive, useMessage, useReply } from '../features/contact/api/messages';
import { Card } from '@admin/components/card';
import { EntryList } from '@admin/components/internal-notes';
import { adminPaths } from '../paths';

/**
 * /admin/messages/:messageId (docs/decisions/103): the message (opening it marks it read), the
 * replies sent, a reply by e-mail (sent through the mailer, kept here), the sender's WhatsApp and
 * archive.
 */
export default function MessageDetailPage() {
  const { messageId = '' } = useParams();
  const navigate = useNavigate();
  const { data: message, error, isPending, refetch } = useMessage(messageId);
  const reply = useReply(messageId);
  const archive = useArchive(messageId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<MessageReplyBody>({ resolver: translatedResolver(zodResolver(MessageReplyBody)), defaultValues: { text: '' } });

  if (isPending) return <PageSpinner label={t`Loading the message...`} />;
  if (error || !message) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageTitle title={missing ? t`Message not found` : t`Message`} />
        <ErrorState
          title={missing ? t`There is no such message` : t`The message could not be loaded`}
          message={errorMessage(error, t`Please try again.`)}
          onRetry={missing ? undefined : () => void refetch()}
        />
      </>
    );
  }

  const onReply = handleSubmit(async (values) => {
    try {
      await reply.mutateAsync(values);
      reset();
      toast.success(t`Reply sent to ${message.email}`);
    } catch (e) {
      setError('root', { message: errorMessage(e, t`The reply could not be sent. Please try again.`) });
    }
  });
  const onArchive = async () => {
    try {
      await archive.mutateAsync(undefined);
      toast.success(t`Message archived`);
      void navigate(adminPaths.messages);
    } catch (e) {
      toast.error(errorMessage(e, t`The message could not be archived. Please try again.`));
    }
  };

  return (
    <>
      <Link to={adminPaths.messages} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Messages`}
      </Link>
      <PageTitle title={`${message.first_name} ${message.last_name}`}>
        <span className="mr-2">{formatDateTime(message.created_at)}</span>
        <MessageBadge status={message.status} />
      </PageTitle>
      <div className="mb-5 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" role="group" aria-label={t`Message actions`}>
        <a href={`mailto:${message.email}`} className={buttonClass('outline')}>
          {t`E-mail`}
        </a>
        {message.phone ? (
          <a href={`tel:${message.phone}`} className={buttonClass('outline')}>
            {t`Call`}
          </a>
        ) : null}
        {message.whatsapp_url ? (
          <a href={message.whatsapp_url} target="_blank" rel="noopener noreferrer" className={buttonClass('outline')}>
            WhatsApp
          </a>
        ) : null}
        {message.status !== 'archived' ? (
          <Button variant="dark" onClick={() => void onArchive()} disabled={archive.isPending}>
            {archive.isPending ? t`Archiving...` : t`Archive`}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid gap-4">
          <Card title={t`Message`}>
            <p className="whitespace-pre-wrap break-words text-ink-900">{message.notes}</p>
          </Card>
          {message.replies.length ? (
            <Card title={t`Replies sent`}>
              <EntryList entries={message.replies.map((r) => ({ id: r.id, text: r.text, author: r.author, at: r.sent_at }))} />
            </Card>
          ) : null}
          <Card title={t`Reply by e-mail`}>
            <form noValidate onSubmit={(e) => void onReply(e)} className="grid gap-3" aria-label={t`Reply by e-mail`}>
              <FormAlert message={errors.root?.message} />
              <p className="break-all text-sm text-ink-600">{t`Sent to ${message.email}, and kept here.`}</p>
              <TextAreaField label={t`Your reply`} rows={6} maxLength={5000} error={errors.text?.message} {...register('text')} />
              <SubmitButton variant="primary" pending={reply.isPending} pendingLabel={t`Sending...`} className="w-full sm:w-auto sm:justify-self-end">
                {t`Send reply`}
              </SubmitButton>
            </form>
          </Card>
        </div>
        <div className="order-first lg:order-none">
          <Card title={t({ context: 'sender', message: 'From' })}>
            <p className="font-semibold text-ink-900">
              {message.first_name} {message.last_name}
            </p>
            <p className="text-sm">
              <a className="break-all text-clay-700 underline underline-offset-4" href={`mailto:${message.email}`}>
                {message.email}
              </a>
            </p>
            {message.phone ? (
              <p className="text-sm">
                <a className="text-clay-700 underline underline-offset-4" href={`tel:${message.phone}`}>
                  {message.phone}
                </a>
              </p>
            ) : null}
            {message.read_at ? <p className="mt-1 text-xs text-ink-600">{t`Read ${formatDateTime(message.read_at)}`}</p> : null}
          </Card>
        </div>
      </div>
    </>
  );
}
