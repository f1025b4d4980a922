import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FirstRunSlot } from '../../../shared/guides/hint-slot.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeaderWithActions } from '../../../shared/ui/page-header-with-actions.tsx';
import pageWidth from '../../../shared/ui/page-width.module.css';
import { usePublicProfileSettings } from '../api/public-profile.ts';
import { DownloadCvButton } from '../components/download-cv-button.tsx';
import { PublicProfileEditor } from '../components/public-profile-editor.tsx';
import { ShareableCvList } from '../components/shareable-cv-list.tsx';

const TABS = ['links', 'profile'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** `/my-cv/sharing`: share links, the CV as a PDF, and the public profile (`?tab=profile`). */
export function SharingPage() {
  const { t } = useTranslation('sharing');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'links';

  const handleTabChange = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'links') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeaderWithActions title={t('page.title')} subtitle={t('page.subtitle')}>
        <DownloadCvButton />
      </PageHeaderWithActions>
      <FirstRunSlot screen="sharing" />
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="links">{t('page.linksTab')}</Tabs.Tab>
          <Tabs.Tab value="profile">{t('page.profileTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="links" pt="lg">
          <ShareableCvList />
        </Tabs.Panel>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ProfileTab() {
  const { t } = useTranslation('sharing');
  const settings = usePublicProfileSettings();

  let content = null;
  if (settings.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={60} />
        <Skeleton height={36} width="60%" />
        <Skeleton height={36} />
        <Skeleton height={90} />
      </Stack>
    );
  } else if (settings.isError) {
    content = <QueryLoadError query={settings} errorText={t('profile.errors.load')} />;
  } else {
    content = <PublicProfileEditor settings={settings.data} />;
  }

  return (
    <Stack gap="lg" className={pageWidth.readable}>
      <Text size="sm" c="dimmed">
        {t('profile.description')}
      </Text>
      {content}
    </Stack>
  );
}
