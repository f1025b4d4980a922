import { Anchor, AppShell, Box, Burger, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { FirstRunEntrySlot } from '../../shared/guides/hint-slot.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { LegalLinks } from '../../shared/ui/legal-links.tsx';
import { Logo } from '../../shared/ui/logo.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { SkipLink } from '../../shared/ui/skip-link.tsx';
import { MainNav } from './main-nav.tsx';
import frameClasses from './page-frame.module.css';
import { UserMenu } from './user-menu.tsx';

const MAIN_ID = 'main-content';
const NAVBAR_ID = 'app-navbar';

/**
 * Top bar with logo, the three destinations, language switch and user menu; a burger menu on a
 * phone. Public pages use it too: a visitor who is not signed in sees "Sign in" instead.
 */
export function AppShellLayout() {
  const { t } = useTranslation();
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  // The phone's open menu closes on Escape (and so on Android's back button), unless the key
  // belongs to a menu opened over it.
  useEffect(() => {
    if (!menuOpened) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.key === 'Escape' && !target?.closest('[data-mantine-stop-propagation="true"]')) closeMenu();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpened, closeMenu]);

  return (
    <AppShell
      // 64 px plus the notch's inset in the installed app (0 elsewhere); page-frame.module.css pads it.
      header={{ height: 'calc(4rem * var(--mantine-scale) + env(safe-area-inset-top, 0px))' }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { desktop: true, mobile: !menuOpened } }}
      padding="md"
    >
      <SkipLink targetId={MAIN_ID} />
      <AppShell.Header className={frameClasses.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={toggleMenu}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpened}
              aria-controls={NAVBAR_ID}
            />
            <Anchor component={Link} to="/" aria-label={t('nav.home')} underline="never" onClick={closeMenu}>
              <Logo />
            </Anchor>
          </Group>
          {isAuthenticated && (
            <Group component="nav" aria-label={t('nav.label')} gap={4} visibleFrom="sm">
              <MainNav orientation="horizontal" />
            </Group>
          )}
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            {isAuthenticated && <FirstRunEntrySlot />}
            {isAuthenticated ? (
              <UserMenu />
            ) : (
              <Button component={Link} to="/login" reloadDocument variant="light">
                {t('nav.signIn')}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id={NAVBAR_ID}
        className={frameClasses.navbar}
        aria-label={t('nav.menuLabel')}
        component="nav"
        data-closes-on-escape={menuOpened || undefined}
      >
        <Stack gap="lg">
          {isAuthenticated && <MainNav orientation="vertical" onNavigate={closeMenu} />}
          <LanguageSwitch size="sm" fullWidth />
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Stack
          className={frameClasses.content}
          mih="calc(100dvh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))"
          justify="space-between"
          gap="xl"
        >
          <Box className={frameClasses.frame}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
          <Box component="footer" className={frameClasses.footer}>
            <LegalLinks />
          </Box>
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
