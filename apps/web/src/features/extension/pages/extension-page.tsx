import { Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import pageWidth from '../../../shared/ui/page-width.module.css';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { RouterButton } from '../../../shared/ui/router-button.tsx';
import { useExtensionInstall } from '../api/extension-install.ts';
import { ExtensionSources } from '../components/extension-sources.tsx';
import { InstallSteps } from '../components/install-steps.tsx';

const WHAT_IT_DOES = ['what1', 'what2', 'what3'] as const;
const PERMISSIONS = ['permissionTab', 'permissionStorage', 'permissionHost', 'permissionKey'] as const;
const CONNECT_STEPS = ['connect1', 'connect2', 'connect3'] as const;

type AboutItem =
  | (typeof WHAT_IT_DOES)[number]
  | (typeof PERMISSIONS)[number]
  | (typeof CONNECT_STEPS)[number];

/** A section of the page: the texts of `items` as a list (numbered steps when `ordered`), then `children`. */
function ListSection({
  title,
  items,
  ordered = false,
  children,
}: {
  title: string;
  items: readonly AboutItem[];
  ordered?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('extension');
  return (
    <AccountSection title={title}>
      <List type={ordered ? 'ordered' : 'unordered'} spacing="xs">
        {items.map((key) => (
          <List.Item key={key}>{t(`about.${key}`)}</List.Item>
        ))}
      </List>
      {children}
    </AccountSection>
  );
}

/**
 * `/extension`: what the browser extension does, what it may touch and why, where this installation
 * offers it (store listings, the server's download), how to install it and how to connect it.
 */
export function ExtensionPage() {
  const { t } = useTranslation('extension');
  const install = useExtensionInstall();
  return (
    <Stack gap="lg" className={pageWidth.readable}>
      <PageHeading title={t('about.title')} subtitle={t('about.description')} />
      <ListSection title={t('about.whatTitle')} items={WHAT_IT_DOES} />
      <ListSection title={t('about.permissionsTitle')} items={PERMISSIONS} />
      <AccountSection title={t('about.getTitle')}>
        <QueryContent
          query={install}
          errorText={t('errors.install')}
          loading={<Skeleton height={60} aria-label={t('about.loading')} />}
        >
          {(answer) => (
            <Stack gap="lg">
              <ExtensionSources install={answer} />
              <InstallSteps browser="chromium" install={answer} />
              <InstallSteps browser="firefox" install={answer} />
            </Stack>
          )}
        </QueryContent>
      </AccountSection>
      <ListSection title={t('about.connectTitle')} items={CONNECT_STEPS} ordered>
        <Text size="sm" c="dimmed">
          {t('about.connectLater')}
        </Text>
        <Group>
          <RouterButton to="/extension/connect" variant="light">
            {t('about.connectLink')}
          </RouterButton>
        </Group>
      </ListSection>
    </Stack>
  );
}
