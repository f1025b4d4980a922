import { CONTACT_FIELDS, type ContactField } from '@hirelane/contract/sharing';
import { Anchor, Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ContactFieldsChoiceProps = {
  /** What the choice means here (a link is sent to an employer; the public profile can be found by anyone). */
  hint: string;
  value: ContactField[];
  onChange: (value: ContactField[]) => void;
};

/** Which of the profile's contact details a share link or the public profile shows, one box each. */
export function ContactFieldsChoice({ hint, value, onChange }: ContactFieldsChoiceProps) {
  const { t } = useTranslation('sharing');
  return (
    <Checkbox.Group
      label={t('contact.label')}
      description={
        <>
          {hint}{' '}
          <Anchor component={Link} to="/account/profile" size="xs">
            {t('contact.profileLink')}
          </Anchor>
        </>
      }
      value={value}
      onChange={(next) => onChange(CONTACT_FIELDS.filter((field) => next.includes(field)))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {CONTACT_FIELDS.map((field) => (
          <Checkbox key={field} value={field} label={t(`contact.fields.${field}` as const)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
