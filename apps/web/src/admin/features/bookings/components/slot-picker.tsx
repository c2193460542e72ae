import { t } from '@lingui/core/macro';
import type { AgendaSlot } from '@atelier/contracts';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * The free slots of a day as a group of large radio buttons (44 px and more), each with its places
 * left; only what `slots` holds can be chosen. `label` names the group.
 */
export function SlotPicker({
  label,
  slots,
  value,
  onChange,
  pending,
  error,
  idleHint,
  invalid,
}: {
  label: string;
  slots: AgendaSlot[];
  value: string;
  onChange: (time: string) => void;
  pending: boolean;
  error: unknown;
  idleHint?: string;
  invalid?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">{label}</legend>
      {idleHint ? (
        <p className="text-sm text-ink-600">{idleHint}</p>
      ) : pending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <Spinner className="size-4" /> {t`Loading free times...`}
        </p>
      ) : error ? (
        <p role="alert" className="text-sm font-medium text-clay-700">
          {errorMessage(error, t`The free times could not be loaded. Please try again.`)}
        </p>
      ) : slots.length === 0 ? (
        <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm text-ink-700">{t`No free time on this day. Please choose another date.`}</p>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {slots.map((slot) => {
            const checked = slot.time === value;
            return (
              <label
                key={slot.time}
                className={cn(
                  'flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl px-2 py-1 text-center ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-clay-600',
                  checked ? 'bg-ink-900 text-paper ring-ink-900' : 'bg-white text-ink-900 ring-sand-300 hover:bg-sand-50',
                )}
              >
                <input type="radio" name={label} value={slot.time} checked={checked} onChange={() => onChange(slot.time)} className="sr-only" />
                <span className="text-base font-semibold">{slot.time}</span>
                <span className={cn('text-xs', checked ? 'text-paper/85' : 'text-ink-600')}>{t`${slot.left} left`}</span>
              </label>
            );
          })}
        </div>
      )}
      {invalid ? <p className="mt-1.5 text-sm font-medium text-clay-700">{invalid}</p> : null}
    </fieldset>
  );
}
