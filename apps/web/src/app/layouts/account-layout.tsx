import { useTranslation } from 'react-i18next';
import { TabbedLayout } from './tabbed-layout.tsx';

/** /account/*: profile, password, interview calendar, reminders, the inbox, the data download and account deletion, one tab bar above them (the user menu's items). */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const tabs = [
    { to: '/account/profile', label: t('tabs.profile') },
    { to: '/account/password', label: t('tabs.password') },
    { to: '/account/calendar', label: t('tabs.calendar') },
    { to: '/account/reminders', label: t('tabs.reminders') },
    { to: '/account/inbox', label: t('tabs.inbox') },
    { to: '/account/data', label: t('tabs.data') },
    { to: '/account/delete', label: t('tabs.delete') },
  ];
  return <TabbedLayout label={t('tabs.label')} tabs={tabs} readable />;
}
