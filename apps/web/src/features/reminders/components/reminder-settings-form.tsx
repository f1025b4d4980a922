import {
  type ReminderSettings,
  reminderSettings,
  STALE_DAYS_MAX,
  STALE_DAYS_MIN,
} from '@hirelane/contract/reminders';
import { NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { SwitchField } from '../../../shared/forms/switch-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSaveReminderSettings } from '../api/reminder-settings.ts';
import { TimeZoneField } from './time-zone-field.tsx';

export type ReminderSettingsFormProps = { settings: ReminderSettings };

/** The two reminders, how quiet is "no news", and the time zone their morning follows. */
export function ReminderSettingsForm({ settings }: ReminderSettingsFormProps) {
  const { t } = useTranslation('reminders');
  const save = useSaveReminderSettings();
  const { reset, watch, controlled, submitTo, submitError, isSubmitting } = useContractForm(
    reminderSettings,
    {
      namespace: 'reminders',
      defaultValues: settings,
      errorValues: { min: STALE_DAYS_MIN, max: STALE_DAYS_MAX },
    },
  );
  const staleEnabled = watch('staleEnabled');
  const staleDays = useControlledField(controlled('staleDays'));
  const timeZone = useControlledField(controlled('timeZone'));

  const handleSave = submitTo(
    async (values) => {
      reset(await save.mutateAsync(values));
      toast.success(t('form.saved'));
    },
    { fields: ['staleDays', 'timeZone'] },
  );

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <SwitchField
            label={t('form.staleEnabled')}
            description={t('form.staleHint')}
            {...controlled('staleEnabled')}
          />
          <NumberInput
            label={t('form.staleDays')}
            min={STALE_DAYS_MIN}
            max={STALE_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            disabled={!staleEnabled}
            name={staleDays.name}
            value={staleDays.value}
            onChange={(value) => staleDays.onChange(value === '' ? Number.NaN : Number(value))}
            onBlur={staleDays.onBlur}
            error={staleDays.error}
            maw={200}
            ml={{ base: 0, xs: 54 }}
          />
        </Stack>
        <SwitchField
          label={t('form.interviewEnabled')}
          description={t('form.interviewHint')}
          {...controlled('interviewEnabled')}
        />
        <TimeZoneField {...timeZone} />
        <Text size="sm" c="dimmed">
          {t('form.digestNote')}
        </Text>
        <FormActions submit={t('form.save')} loading={isSubmitting} error={submitError} />
      </Stack>
    </form>
  );
}
