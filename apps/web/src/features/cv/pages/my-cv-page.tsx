import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/my-cv`: the CV builder (a later issue). */
export function MyCvPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.myCv.title')} description={t('pages.myCv.description')} />;
}
