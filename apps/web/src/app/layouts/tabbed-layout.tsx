import { Group, Stack } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import pageWidth from '../../shared/ui/page-width.module.css';
import { NavButton } from './nav-button.tsx';

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
        {tabs.map((tab) => (
          <NavButton key={tab.to} to={tab.to} active={pathname === tab.to || pathname === `${tab.to}/`}>
            {tab.label}
          </NavButton>
        ))}
      </Group>
      <Outlet />
    </Stack>
  );
}
