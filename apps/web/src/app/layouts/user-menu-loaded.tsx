import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FirstRunMenuItem } from '../../shared/guides/first-run-menu-item.tsx';
import { useMenuOpenedOnMount } from '../../shared/ui/deferred-menu.ts';
import { UserMenuButton, useAccountName } from './user-menu-button.tsx';

/** The account pages the menu leads to (deletion, in red, and sign-out follow). */
const ACCOUNT_PAGES = [
  ['/account/profile', 'userMenu.profile'],
  ['/account/password', 'userMenu.password'],
  ['/account/calendar', 'userMenu.calendar'],
  ['/account/reminders', 'userMenu.reminders'],
  ['/account/inbox', 'userMenu.inbox'],
  ['/account/data', 'userMenu.downloadData'],
] as const;

/** The account menu itself, mounted (and opened) when its button is first used: see user-menu.tsx. */
export function LoadedUserMenu() {
  const { t } = useTranslation();
  const { email } = useAccountName();
  const { targetRef, opened, onChange } = useMenuOpenedOnMount<HTMLButtonElement>();
  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <UserMenuButton ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {email && (
          <Menu.Label>
            <Text size="xs" truncate>
              {email}
            </Text>
          </Menu.Label>
        )}
        <FirstRunMenuItem />
        {ACCOUNT_PAGES.map(([to, label]) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/account/delete" color="red">
          {t('userMenu.deleteAccount')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout">
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
