import { useTranslation } from 'react-i18next';
import { PrintButton as SharedPrintButton } from '../../../shared/ui/print-button.tsx';

/** Opens the browser's print dialog; the page's print styles leave only the CV on paper. */
export function PrintButton() {
  const { t } = useTranslation('publicCv');
  return <SharedPrintButton label={t('actions.print')} />;
}
