import type { NativeSelectProps } from '@mantine/core';
import { NativeSelect } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeepTyped, usePlainForm } from '../forms/plain-form.ts';
import { relationshipOptions } from './relationship-options.ts';

export type RelationshipSelectProps = Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'label'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
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
 * On a form page, a choice made before the script ran is kept when the form takes the list over.
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
  const { isPlain } = usePlainForm();
  const options = relationshipOptions((key) => t(`relationship.${key}` as const));
  const chosen = value === null || value === undefined ? '' : String(value);
  const keepChoice = useKeepTyped(ref, (typed) => {
    if (typeof typed === 'string' && typed !== '' && typed !== chosen) onChange(Number(typed));
  });
  return (
    <NativeSelect
      {...props}
      ref={isPlain ? keepChoice : ref}
      label={label ?? t('relationship.label')}
      data={chosen === '' ? [{ value: '', label: placeholder ?? '', disabled: true }, ...options] : options}
      value={chosen}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
