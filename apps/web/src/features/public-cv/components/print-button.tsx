import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Opens the browser's print dialog; the page's print styles leave only the CV on paper. */
export function PrintButton() {
  const { t } = useTranslation('publicCv');
  return (
    <Button variant="default" onClick={() => window.print()}>
      {t('actions.print')}
    </Button>
  );
}
