import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';

const EXTENSION_PAGE = '/extension';

export type ExtensionMentionProps = {
  /** Open the page in a new tab, so a half-done dialog stays as it is. */
  newTab?: boolean;
};

/** One quiet line where jobs are added: the browser extension exists, and its page says how to get it. */
export function ExtensionMention({ newTab = false }: ExtensionMentionProps) {
  const { t } = useTranslation('jobs');
  const link = t('extensionMention.link');
  return (
    <Text size="sm" c="dimmed">
      {t('extensionMention.question')}{' '}
      {newTab ? (
        <Anchor href={EXTENSION_PAGE} target="_blank" rel="noopener">
          {link}
        </Anchor>
      ) : (
        <RouterAnchor to={EXTENSION_PAGE}>{link}</RouterAnchor>
      )}
    </Text>
  );
}
