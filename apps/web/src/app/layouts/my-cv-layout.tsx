import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';

const TABS = [
  { to: '/my-cv', labelKey: 'tabs.builder' },
  { to: '/my-cv/sharing', labelKey: 'tabs.sharing' },
] as const;

/** /my-cv and /my-cv/sharing: the CV builder and the ways to share it, one tab bar above both. */
export function MyCvLayout() {
  const { t } = useTranslation('sharing');
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" w="100%" maw="var(--mantine-breakpoint-xl)" mx="auto">
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
