import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { InboxCountAtIdle } from '../../shared/inbox/inbox-at-idle.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { NavButton } from './nav-button.tsx';
import { NAV_ITEMS, type NavItem } from './nav-items.ts';

export type MainNavProps = {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
};

const isUnder = (pathname: string, to: string): boolean =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

/** The page shown is the item's own, one under it, or one of its other addresses. */
const isActive = (pathname: string, item: NavItem): boolean =>
  [item.to, ...(item.also ?? [])].some((to) => isUnder(pathname, to));

/** Board, My CV, Videos: buttons in the top bar, a list in the phone menu. */
export function MainNav({ orientation, onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const userRole = useSession((session) => session.userRole);
  const items = NAV_ITEMS.filter(
    (item) => !item.roles || (userRole !== null && item.roles.includes(userRole)),
  );

  if (orientation === 'vertical') {
    return (
      <Stack gap={4}>
        {items.map((item) => {
          const active = isActive(pathname, item);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={
                <>
                  {t(item.labelKey)}
                  {item.to === '/' && <InboxCountAtIdle />}
                </>
              }
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <>
      {items.map((item) => (
        <NavButton key={item.to} to={item.to} active={isActive(pathname, item)} onClick={onNavigate}>
          {t(item.labelKey)}
          {item.to === '/' && <InboxCountAtIdle />}
        </NavButton>
      ))}
    </>
  );
}
