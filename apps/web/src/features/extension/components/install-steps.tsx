import type { ExtensionInstallResponse } from '@hirelane/contract/extension';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Browser = 'chromium' | 'firefox';

/** The numbered steps of installing from the download, per browser. */
const ZIP_STEPS = {
  chromium: ['chromiumZip1', 'chromiumZip2', 'chromiumZip3'],
  firefox: ['firefoxZip1', 'firefoxZip2'],
} as const satisfies Record<Browser, readonly string[]>;

/**
 * How to install the extension in one browser family: from its store when this installation names
 * the listing, from the download when the server has it, else that neither is offered here.
 */
export function InstallSteps({ browser, install }: { browser: Browser; install: ExtensionInstallResponse }) {
  const { t } = useTranslation('extension');
  const storeUrl = browser === 'chromium' ? install.chromeStoreUrl : install.firefoxStoreUrl;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t(`about.${browser}Title`)}
      </Title>
      {storeUrl && <Text>{t(`about.${browser}Store`)}</Text>}
      {install.downloadUrl && (
        <List type="ordered" spacing={4}>
          {ZIP_STEPS[browser].map((key) => (
            <List.Item key={key}>{t(`about.${key}`)}</List.Item>
          ))}
        </List>
      )}
      {!storeUrl && !install.downloadUrl && <Text c="dimmed">{t('about.noSourceFor')}</Text>}
    </Stack>
  );
}
