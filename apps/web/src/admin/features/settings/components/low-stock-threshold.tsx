import { useId, useState } from 'react';
import { t } from '@lingui/core/macro';
import toast from 'react-hot-toast';
import { LowStockThreshold } from '@atelier/contracts';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { adminText } from '@admin/i18n/contract-messages';
import { useSaveSettings } from '../api/settings';

/**
 * The owner's low-stock threshold (docs/decisions/127), where the low-stock list shows: a whole number
 * of units, checked with the contracts' LowStockThreshold and saved alone with PUT /api/admin/settings
 * (`low_stock_threshold`). `onSaved` lets the page refresh its list.
 */
export function LowStockThresholdForm({ threshold, onSaved }: { threshold: number; onSaved?: () => void }) {
  const id = useId();
  const save = useSaveSettings();
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = LowStockThreshold.safeParse(value.trim());
    if (!parsed.success) {
      setError(adminText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ low_stock_threshold: parsed.data });
      toast.success(t`Low-stock threshold saved`);
      onSaved?.();
    } catch (e) {
      setError(errorMessage(e, t`The threshold could not be saved. Please try again.`));
    }
  };
  return (
    <form
      noValidate
      aria-label={t`Change the low-stock threshold`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        id={`${id}-threshold`}
        className="min-w-0 flex-1 sm:max-w-64"
        label={t`Low-stock threshold`}
        inputMode="numeric"
        autoComplete="off"
        describedBy={`${id}-hint`}
        error={error ?? undefined}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={save.isPending} className={error ? 'mb-6' : undefined}>
        {save.isPending ? <Spinner className="size-4" /> : null} {t`Save threshold`}
      </Button>
      <p id={`${id}-hint`} className="w-full text-xs text-ink-600">
        {t`A variant is listed when this many units or fewer are left.`}
      </p>
    </form>
  );
}
