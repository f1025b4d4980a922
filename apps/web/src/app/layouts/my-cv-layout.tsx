import { useTranslation } from 'react-i18next';
import { TabbedLayout } from './tabbed-layout.tsx';

/** /my-cv and /my-cv/sharing: the CV builder and the ways to share it, one tab bar above both. */
export function MyCvLayout() {
  const { t } = useTranslation('sharing');
  const tabs = [
    { to: '/my-cv', label: t('tabs.builder') },
    { to: '/my-cv/sharing', label: t('tabs.sharing') },
  ];
  return <TabbedLayout label={t('tabs.label')} tabs={tabs} maxWidth="var(--mantine-breakpoint-xl)" />;
}
