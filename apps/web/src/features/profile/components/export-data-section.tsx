import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { useExportData } from '../api/account.ts';

/** What the download holds and its button: everything stored about the user (GDPR art. 15 and 20) as one zip. */
export function ExportDataSection() {
  const { t } = useTranslation('account');
  const exportData = useExportData();
  return (
    <AccountSection title={t('export.title')} description={t('export.description')}>
      <Button
        variant="default"
        onClick={() => exportData.mutate()}
        loading={exportData.isPending}
        w="fit-content"
      >
        {t('export.button')}
      </Button>
    </AccountSection>
  );
}
