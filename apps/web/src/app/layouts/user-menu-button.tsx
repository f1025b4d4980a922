import { Avatar, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { basicProfileQuery } from '../../shared/resources/basic-profile.ts';
import { decodeIdToken } from '../../shared/session/id-token.ts';
import { useSession } from '../../shared/session/use-session.ts';
import classes from './user-menu.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Who is signed in: the basic profile's name (loaded at sign-in and refresh; the idToken's until then). */
export function useAccountName() {
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
  return {
    name,
    displayName: name || t('userMenu.fallbackName'),
    initials: name ? initials(name) : '',
    email: basic.data?.email ?? claims?.email,
  };
}

export type UserMenuButtonProps = ComponentPropsWithRef<'button'>;

/** The account menu's button: avatar with initials, and the name on wider screens. */
export function UserMenuButton(props: UserMenuButtonProps) {
  const { t } = useTranslation();
  const account = useAccountName();
  return (
    <Button
      variant="subtle"
      color="gray"
      px="xs"
      // The name holds what the button shows (the initials, and the name on wider screens), so a
      // voice user can say what they see (WCAG 2.5.3).
      aria-label={`${t('userMenu.open')}: ${account.initials ? `${account.initials} ` : ''}${account.displayName}`}
      leftSection={
        <Avatar size="sm" color="initials" name={account.name || undefined}>
          {account.initials ? <span className={classes.initials} data-initials={account.initials} /> : null}
        </Avatar>
      }
      {...props}
    >
      <Text component="span" size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
        {account.displayName}
      </Text>
    </Button>
  );
}
