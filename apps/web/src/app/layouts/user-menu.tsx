import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decodeIdToken } from '../../shared/session/id-token.ts';
import { useSession } from '../../shared/session/use-session.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Account menu: the user's name from the idToken; sign out, and the account pages to come. */
export function UserMenu() {
  const { t } = useTranslation();
  const idToken = useSession((session) => session.idToken);
  const claims = decodeIdToken(idToken);
  const name = claims ? `${claims.given_name} ${claims.family_name}`.trim() : '';
  const displayName = name || t('userMenu.fallbackName');
  const comingSoon = (item: string) => t('userMenu.comingSoon', { item });

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          aria-label={`${t('userMenu.open')}: ${displayName}`}
          leftSection={
            <Avatar size="sm" color="initials" name={name || undefined}>
              {name ? initials(name) : null}
            </Avatar>
          }
        >
          <Text component="span" size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
            {displayName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {claims && (
          <Menu.Label>
            <Text size="xs" truncate>
              {claims.email}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item disabled>{comingSoon(t('userMenu.profile'))}</Menu.Item>
        <Menu.Item disabled>{comingSoon(t('userMenu.password'))}</Menu.Item>
        <Menu.Item disabled color="red">
          {comingSoon(t('userMenu.deleteAccount'))}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout">
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
