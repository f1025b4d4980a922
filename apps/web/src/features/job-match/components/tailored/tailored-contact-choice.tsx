import { CONTACT_FIELDS, type ContactField } from '@hirelane/contract/sharing';
import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The details this choice is about: the ones an employer answers by. */
const ANSWER_BY = ['email', 'phone'] as const satisfies readonly ContactField[];
const isAnswerBy = (field: ContactField) => (ANSWER_BY as readonly ContactField[]).includes(field);

type TailoredContactChoiceProps = {
  /** Every contact detail the link shows (or will show); only e-mail and phone are chosen here. */
  value: readonly ContactField[];
  onChange: (value: ContactField[]) => void;
  disabled?: boolean;
};

/** Whether the tailored CV's link shows the e-mail and the phone; its other details stay as they are. */
export function TailoredContactChoice({ value, onChange, disabled }: TailoredContactChoiceProps) {
  const { t } = useTranslation('jobs');
  return (
    <Checkbox.Group
      label={t('tailored.contactLabel')}
      description={t('tailored.contactHint')}
      value={value.filter(isAnswerBy)}
      onChange={(next) =>
        onChange(
          CONTACT_FIELDS.filter((field) =>
            isAnswerBy(field) ? next.includes(field) : value.includes(field),
          ),
        )
      }
    >
      <Group gap="md" mt="xs">
        <Checkbox value="email" label={t('tailored.showEmail')} disabled={disabled} />
        <Checkbox value="phone" label={t('tailored.showPhone')} disabled={disabled} />
      </Group>
    </Checkbox.Group>
  );
}
