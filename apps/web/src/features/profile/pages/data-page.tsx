import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { AccountHeading } from '../components/account-heading.tsx';
import { ExportDataButton } from '../components/export-data-button.tsx';

/** `/account/data`: a copy of everything Hirelane keeps about the user, as one download. */
export function DataPage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg">
      <AccountHeading title={t('data.pageTitle')} description={t('data.pageDescription')} />
      <AccountSection title={t('export.title')} description={t('export.description')}>
        <ExportDataButton />
      </AccountSection>
    </Stack>
  );
}
