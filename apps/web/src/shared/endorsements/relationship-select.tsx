import type { SelectProps } from '@mantine/core';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relationshipOptions } from './relationship-options.ts';

export type RelationshipSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Defaults to "Relationship" in the interface language. */
  label?: string;
};

/** The 16 endorser relationships of the spec, translated; the value is the enum number. */
export function RelationshipSelect({ value, onChange, label, ...props }: RelationshipSelectProps) {
  const { t } = useTranslation('common');
  const data = relationshipOptions((key) => t(`relationship.${key}` as const));
  return (
    <Select
      {...props}
      label={label ?? t('relationship.label')}
      data={data}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      allowDeselect={false}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
