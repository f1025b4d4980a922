import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/`: the job board with its lanes (a later issue). */
export function JobBoardPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.board.title')} description={t('pages.board.description')} />;
}
