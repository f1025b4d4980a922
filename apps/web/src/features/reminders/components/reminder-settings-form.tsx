import {
  type ReminderSettings,
  reminderSettings,
  STALE_DAYS_MAX,
  STALE_DAYS_MIN,
} from '@hirelane/contract/reminders';
import { NumberInput, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { SwitchField } from '../../../shared/forms/switch-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSaveReminderSettings } from '../api/reminder-settings.ts';
import { TimeZoneField } from './time-zone-field.tsx';

export type ReminderSettingsFormProps = { settings: ReminderSettings };

/** The two reminders, how quiet is "no news", and the time zone their morning follows. */
export function ReminderSettingsForm({ settings }: ReminderSettingsFormProps) {
  const { t } = useTranslation('reminders');
  const save = useSaveReminderSettings();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    fieldError,
    formState: { errors, isSubmitting },
  } = useContractForm(reminderSettings, {
    namespace: 'reminders',
    defaultValues: settings,
    errorValues: { min: STALE_DAYS_MIN, max: STALE_DAYS_MAX },
  });
  const staleEnabled = watch('staleEnabled');

  const handleSave = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      toast.success(t('form.saved'));
    } catch (error) {
      applyServerErrors(error, setError, ['staleDays', 'timeZone']);
      toast.error(errorMessage(error, t('errors.save')));
    }
  });

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <SwitchField
            control={control}
            name="staleEnabled"
            label={t('form.staleEnabled')}
            description={t('form.staleHint')}
          />
          <Controller
            control={control}
            name="staleDays"
            render={({ field }) => (
              <NumberInput
                label={t('form.staleDays')}
                min={STALE_DAYS_MIN}
                max={STALE_DAYS_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                disabled={!staleEnabled}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? Number.NaN : Number(value))}
                onBlur={field.onBlur}
                error={fieldError('staleDays', errors.staleDays)}
                maw={200}
                ml={{ base: 0, xs: 54 }}
              />
            )}
          />
        </Stack>
        <SwitchField
          control={control}
          name="interviewEnabled"
          label={t('form.interviewEnabled')}
          description={t('form.interviewHint')}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError('timeZone', errors.timeZone)}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          {t('form.digestNote')}
        </Text>
        <FormActions submit={t('form.save')} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
