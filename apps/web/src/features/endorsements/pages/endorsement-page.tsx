import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/endorsement/:endorsementId`: the endorser submits or declines (a later issue). */
export function EndorsementPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.endorsement.title')} description={t('pages.endorsement.description')} />;
}
