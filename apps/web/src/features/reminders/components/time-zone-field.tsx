import { Anchor, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type TimeZoneFieldProps = {
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** Every zone the browser knows (the saved one too, should it not), searchable; "Europe/Oslo" reads "Europe / Oslo". */
const zonesWith = (current: string): { value: string; label: string }[] => {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('/', ' / ').replaceAll('_', ' ') }));
};

const deviceZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The time zone reminders follow, with a one-click way to this device's zone when it differs. */
export function TimeZoneField({ value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const { t } = useTranslation('reminders');
  const data = useMemo(() => zonesWith(value), [value]);
  const device = deviceZone();
  return (
    <Select
      label={t('form.timeZone')}
      description={
        device && device !== value ? (
          <>
            {t('form.timeZoneHint')}{' '}
            <Anchor component="button" type="button" size="xs" onClick={() => onChange(device)}>
              {t('form.useDeviceZone', { zone: device })}
            </Anchor>
          </>
        ) : (
          t('form.timeZoneHint')
        )
      }
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      onBlur={onBlur}
      error={error}
      searchable
      nothingFoundMessage={t('form.timeZoneNothingFound')}
      allowDeselect={false}
      maw={420}
    />
  );
}
