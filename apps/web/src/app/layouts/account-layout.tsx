import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';

const TABS = [
  { to: '/account/profile', labelKey: 'tabs.profile' },
  { to: '/account/password', labelKey: 'tabs.password' },
  { to: '/account/delete', labelKey: 'tabs.delete' },
] as const;

/** /account/*: profile, password and account deletion, one tab bar above them (the user menu's items). */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" w="100%" maw={880} mx="auto">
      <Group
        component="nav"
        aria-label={t('tabs.label')}
        gap={4}
        pb="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {TABS.map((tab) => {
          const active = pathname === tab.to || pathname === `${tab.to}/`;
          return (
            <Button
              key={tab.to}
              component={Link}
              to={tab.to}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              aria-current={active ? 'page' : undefined}
            >
              {t(tab.labelKey)}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}
