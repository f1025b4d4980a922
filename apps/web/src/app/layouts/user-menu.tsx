import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { basicProfileQuery } from '../../features/profile/api/basic-profile.ts';
import { decodeIdToken } from '../../shared/session/id-token.ts';
import { useSession } from '../../shared/session/use-session.ts';
import classes from './user-menu.module.css';

/** The account pages the menu leads to (deletion, in red, and sign-out follow). */
const ACCOUNT_PAGES = [
  ['/account/profile', 'userMenu.profile'],
  ['/account/password', 'userMenu.password'],
  ['/account/calendar', 'userMenu.calendar'],
  ['/account/reminders', 'userMenu.reminders'],
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/**
 * Account menu: the user's name from the basic profile (loaded at sign-in and refresh; the idToken's
 * until then), the account pages and sign out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const idToken = useSession((session) => session.idToken);
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const basic = useQuery({ ...basicProfileQuery(), enabled: isAuthenticated });
  const claims = decodeIdToken(idToken);
  const name = basic.data
    ? `${basic.data.firstName} ${basic.data.lastName}`.trim()
    : claims
      ? `${claims.given_name} ${claims.family_name}`.trim()
      : '';
  const email = basic.data?.email ?? claims?.email;
  const displayName = name || t('userMenu.fallbackName');
  const shownInitials = name ? initials(name) : '';

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          // The name holds what the button shows (the initials, and the name on wider screens), so a
          // voice user can say what they see (WCAG 2.5.3).
          aria-label={`${t('userMenu.open')}: ${shownInitials ? `${shownInitials} ` : ''}${displayName}`}
          leftSection={
            <Avatar size="sm" color="initials" name={name || undefined}>
              {shownInitials ? <span className={classes.initials} data-initials={shownInitials} /> : null}
            </Avatar>
          }
        >
          <Text component="span" size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
            {displayName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {email && (
          <Menu.Label>
            <Text size="xs" truncate>
              {email}
            </Text>
          </Menu.Label>
        )}
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
