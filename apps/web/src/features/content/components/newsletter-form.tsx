import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES } from '@atelier/contracts';
import { ApiError, failureReason } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { subscribe } from '../api/subscribe';
import { specText } from '../newsletter-messages';
import { t } from '@lingui/core/macro';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Footer newsletter form (spec 01 §4 Newsletter): idle → submitting ('Subscribing...', inputs
 * disabled) → a green success or a red error message. Client checks: empty → 'Please enter your
 * email address'; malformed → 'Please enter a valid email address'.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setOutcome({ kind: 'error', text: specText(NEWSLETTER_MESSAGES.emailRequired) });
    if (!EMAIL_PATTERN.test(value)) return setOutcome({ kind: 'error', text: specText(NEWSLETTER_MESSAGES.emailInvalid) });
    setSubmitting(true);
    setOutcome(null);
    try {
      const reply = await subscribe(value);
      if (reply.alreadySubscribed) setOutcome({ kind: 'success', text: specText(NEWSLETTER_MESSAGES.alreadySubscribed) });
      else if (reply.success) {
        setOutcome({ kind: 'success', text: reply.message || specText(NEWSLETTER_MESSAGES.subscribed) });
        setEmail('');
      } else setOutcome({ kind: 'error', text: reply.message || specText(NEWSLETTER_MESSAGES.failed) });
    } catch (error) {
      // Offline has the newsletter's own line (spec 01 §8); otherwise the server's reason (docs/decisions/091, 124).
      const text = specText(error instanceof ApiError && error.isNetworkError ? NEWSLETTER_MESSAGES.networkError : failureReason(error, NEWSLETTER_MESSAGES.failed));
      setOutcome({ kind: 'error', text });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Newsletter`} className="w-full">
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-paper">
        {t`Get new drops and studio news by e-mail`}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          disabled={submitting}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={outcome?.kind === 'error' || undefined}
          aria-describedby={outcome ? messageId : undefined}
          className="min-h-12 w-full min-w-0 flex-1 rounded-full border border-paper/25 bg-ink-800 px-5 text-base text-paper placeholder:text-paper/60 focus:border-gold-400 focus:outline-none focus-visible:outline-gold-400 disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={submitting}
          className="min-h-12 shrink-0 rounded-full bg-gold-400 px-6 text-sm font-bold text-ink-900 hover:bg-gold-300 focus-visible:outline-gold-400 disabled:opacity-70"
        >
          {submitting ? specText(NEWSLETTER_MESSAGES.submitting) : t`Subscribe`}
        </button>
      </div>
      <p id={messageId} role={outcome?.kind === 'error' ? 'alert' : 'status'} className={cn('mt-2 min-h-5 text-sm font-medium', outcome?.kind === 'error' ? 'text-[#ffb59c]' : 'text-[#9be3ae]')}>
        {outcome?.text}
      </p>
    </form>
  );
}
