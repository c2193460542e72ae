import { t } from '@lingui/core/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '../i18n/contract-messages';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { AdminSettingsBody, type AdminSettings } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { PageTitle } from '../components/page-title';
import { useSaveSettings, useSettings } from '../features/settings/api/settings';

type Values = z.input<typeof AdminSettingsBody>;

/** The form, filled with the saved settings (empty for those not set). */
function SettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof AdminSettingsBody>>({
    resolver: translatedResolver(zodResolver(AdminSettingsBody)),
    defaultValues: { momo_merchant_code: settings.momo_merchant_code ?? '', airtel_money_number: settings.airtel_money_number ?? '', sales_email: settings.sales_email ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t`Settings saved`);
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The settings could not be saved. Please try again.`) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid max-w-xl gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-6" aria-label={t`Payment and notification settings`}>
      <FormAlert message={errors.root?.message} />
      <TextField
        label={t`MTN MoMo Pay merchant code`}
        inputMode="numeric"
        autoComplete="off"
        optional
        hint={t`Shown on invoices with a tap-to-pay link (*182*8*1*code*amount#)`}
        error={errors.momo_merchant_code?.message}
        {...register('momo_merchant_code')}
      />
      <TextField label={t`Airtel Money number`} type="tel" autoComplete="off" optional error={errors.airtel_money_number?.message} {...register('airtel_money_number')} />
      <TextField
        label={t`Sales e-mail`}
        type="email"
        inputMode="email"
        autoComplete="off"
        optional
        hint={t`Gets an e-mail for every new order`}
        error={errors.sales_email?.message}
        {...register('sales_email')}
      />
      <SubmitButton variant="dark" pending={save.isPending} className="justify-self-start">
        {t`Save settings`}
      </SubmitButton>
    </form>
  );
}

/** /admin/settings (owner only): how customers pay by mobile money and where new orders are announced. */
export default function SettingsPage() {
  const { data, error, isPending, refetch } = useSettings();
  return (
    <>
      <PageTitle title={t`Settings`}>{t`How customers pay by mobile money, and who hears of new orders. Empty means not set.`}</PageTitle>
      {isPending ? (
        <PageSpinner label={t`Loading the settings...`} />
      ) : error ? (
        <ErrorState title={t`The settings could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : (
        <SettingsForm settings={data} />
      )}
    </>
  );
}
