import { Button, Group, Stack } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import pageWidth from '../../shared/ui/page-width.module.css';

export type TabbedLayoutProps = {
  /** The tab bar's accessible name. */
  label: string;
  tabs: readonly { to: string; label: string }[];
  /** Forms and text only (the account pages): the tab bar and the pages keep to the readable width. */
  readable?: boolean;
};

/** A row of link tabs above the child route, the current one marked for screen readers too. */
export function TabbedLayout({ label, tabs, readable = false }: TabbedLayoutProps) {
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" className={readable ? pageWidth.readable : undefined}>
      <Group
        component="nav"
        aria-label={label}
        gap={4}
        pb="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {tabs.map((tab) => {
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
              {tab.label}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}
