import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { AccountHeading } from '../components/account-heading.tsx';
import { DeleteAccountForm } from '../components/delete-account-form.tsx';
import { ExportDataSection } from '../components/export-data-section.tsx';

/** `/account/delete`: take a copy of everything, then delete the account and everything in it. */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg">
      <AccountHeading page="delete" />
      <ExportDataSection />
      <AccountSection title={t('delete.title')}>
        <DeleteAccountForm />
      </AccountSection>
    </Stack>
  );
}
