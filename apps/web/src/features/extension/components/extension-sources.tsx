import type { ExtensionInstallResponse } from '@hirelane/contract/extension';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The places this installation offers the extension from: its store listings and the download. */
export function ExtensionSources({ install }: { install: ExtensionInstallResponse }) {
  const { t } = useTranslation('extension');
  const { chromeStoreUrl, firefoxStoreUrl, downloadUrl } = install;
  if (!chromeStoreUrl && !firefoxStoreUrl && !downloadUrl) return <Text>{t('about.noSource')}</Text>;
  return (
    <List spacing="xs">
      {chromeStoreUrl && (
        <List.Item>
          <Anchor href={chromeStoreUrl} target="_blank" rel="noopener noreferrer">
            {t('about.chromeStoreLink')}
          </Anchor>
        </List.Item>
      )}
      {firefoxStoreUrl && (
        <List.Item>
          <Anchor href={firefoxStoreUrl} target="_blank" rel="noopener noreferrer">
            {t('about.firefoxStoreLink')}
          </Anchor>
        </List.Item>
      )}
      {downloadUrl && (
        <List.Item>
          <Anchor href={downloadUrl} download>
            {t('about.download')}
          </Anchor>{' '}
          <Text span size="sm" c="dimmed">
            {t('about.downloadHint')}
          </Text>
        </List.Item>
      )}
    </List>
  );
}
