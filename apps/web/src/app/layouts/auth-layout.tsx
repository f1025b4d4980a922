import { Box, Container, Group, SimpleGrid, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { LegalLinks } from '../../shared/ui/legal-links.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { SkipLink } from '../../shared/ui/skip-link.tsx';
import { AuthPanel, SignInLogoLink } from './auth-panel.tsx';

const MAIN_ID = 'main-content';

/** Auth pages: illustration panel on the left (hidden on narrow screens), the form on the right. */
export function AuthLayout() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100dvh">
      <SkipLink targetId={MAIN_ID} />
      <Box component="aside" visibleFrom="md" bg="var(--mantine-primary-color-light)">
        <AuthPanel />
      </Box>
      <Stack gap={0} mih="100dvh">
        <Group component="header" justify="space-between" p="md">
          <SignInLogoLink size="sm" hiddenFrom="md" />
          <Box ml="auto">
            <LanguageSwitch />
          </Box>
        </Group>
        <Container
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          size={440}
          w="100%"
          py="xl"
          style={{ flex: 1 }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
        <Box component="footer" p="md">
          <LegalLinks />
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
