import { useTranslation } from 'react-i18next';
import { TabbedLayout } from './tabbed-layout.tsx';

/** The CV's pages under one tab bar: the builder, importing a CV file, the video script, sharing. */
export function MyCvLayout() {
  const { t } = useTranslation('sharing');
  const tabs = [
    { to: '/my-cv', label: t('tabs.builder') },
    { to: '/my-cv/import', label: t('tabs.import') },
    { to: '/video-script', label: t('tabs.script') },
    { to: '/my-cv/sharing', label: t('tabs.sharing') },
  ];
  return <TabbedLayout label={t('tabs.label')} tabs={tabs} />;
}
