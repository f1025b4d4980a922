import type { NativeSelectProps } from '@mantine/core';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relationshipOptions } from './relationship-options.ts';

export type RelationshipSelectProps = Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'label'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Defaults to "Relationship" in the interface language. */
  label?: string;
  /** Shown, and not choosable, while no relationship is chosen. */
  placeholder?: string;
};

/**
 * The 16 endorser relationships, translated; the value is the enum number. A native
 * select: the endorser's page is public and often opened on a phone, where the system's own list
 * is the easiest to use, and it spares that page Mantine's dropdown (floating-ui, Popover, Combobox).
 */
export function RelationshipSelect({
  value,
  onChange,
  label,
  placeholder,
  ...props
}: RelationshipSelectProps) {
  const { t } = useTranslation('common');
  const options = relationshipOptions((key) => t(`relationship.${key}` as const));
  const chosen = value === null || value === undefined ? '' : String(value);
  return (
    <NativeSelect
      {...props}
      label={label ?? t('relationship.label')}
      data={chosen === '' ? [{ value: '', label: placeholder ?? '', disabled: true }, ...options] : options}
      value={chosen}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
