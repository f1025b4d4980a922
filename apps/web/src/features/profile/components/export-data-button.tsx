import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExportData } from '../api/account.ts';

/** Downloads everything stored about the user (GDPR art. 15 and 20) as one zip. */
export function ExportDataButton() {
  const { t } = useTranslation('account');
  const exportData = useExportData();
  return (
    <Button
      variant="default"
      onClick={() => exportData.mutate()}
      loading={exportData.isPending}
      w="fit-content"
    >
      {t('export.button')}
    </Button>
  );
}
