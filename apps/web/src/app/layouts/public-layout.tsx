import { Anchor, Box, Container, Group, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { LegalLinks } from '../../shared/ui/legal-links.tsx';
import { Logo } from '../../shared/ui/logo.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import printClasses from '../../shared/ui/print.module.css';
import { SkipLink } from '../../shared/ui/skip-link.tsx';

const MAIN_ID = 'main-content';

/**
 * Pages someone shares with the world (a CV by link, a public profile): the logo and the language
 * switch, no app navigation; on paper only the page itself remains.
 */
export function PublicLayout() {
  return (
    <Stack gap={0} mih="100dvh">
      <SkipLink targetId={MAIN_ID} />
      <Box
        component="header"
        className={printClasses.screenOnly}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="md">
          <Group justify="space-between" py="sm" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never">
              <Logo />
            </Anchor>
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container component="main" id={MAIN_ID} tabIndex={-1} size="md" w="100%" py="xl" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box component="footer" p="md" className={printClasses.screenOnly}>
        <LegalLinks />
      </Box>
    </Stack>
  );
}
