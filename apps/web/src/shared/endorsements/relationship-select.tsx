import type { NativeSelectProps } from '@mantine/core';
import { NativeSelect } from '@mantine/core';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { relationshipOptions } from './relationship-options.ts';

export type RelationshipSelectProps = Omit<
  NativeSelectProps,
  'data' | 'value' | 'defaultValue' | 'onChange' | 'label'
> & {
  value: number | null | undefined;
  /** Without it, the list of a plain form: it starts at `value`, and the form posts what is chosen. */
  onChange?: (value: number | null) => void;
  /** Defaults to "Relationship" in the interface language. */
  label?: string;
  /** Shown, and not choosable, while no relationship is chosen. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
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
  ref,
  ...props
}: RelationshipSelectProps) {
  const { t } = useTranslation('common');
  const options = relationshipOptions((key) => t(`relationship.${key}` as const));
  const chosen = value === null || value === undefined ? '' : String(value);
  return (
    <NativeSelect
      {...props}
      ref={ref}
      label={label ?? t('relationship.label')}
      data={chosen === '' ? [{ value: '', label: placeholder ?? '', disabled: true }, ...options] : options}
      {...(onChange
        ? {
            value: chosen,
            onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(Number(event.currentTarget.value)),
          }
        : { defaultValue: chosen })}
    />
  );
}
