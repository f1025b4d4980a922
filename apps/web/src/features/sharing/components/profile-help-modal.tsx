import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfileHelpModal } from '../api/profile-guide.ts';

/** What a public profile is, shown once on the first visit to the editor. */
export function ProfileHelpModal() {
  const { t } = useTranslation('sharing');
  const { opened, close } = useProfileHelpModal();
  return (
    <Modal opened={opened} onClose={close} title={t('profileHelp.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('profileHelp.intro')}</Text>
        <List size="sm" spacing={6}>
          <List.Item>{t('profileHelp.handle')}</List.Item>
          <List.Item>{t('profileHelp.sections')}</List.Item>
          <List.Item>{t('profileHelp.tags')}</List.Item>
          <List.Item>{t('profileHelp.visible')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={close} data-autofocus>
            {t('profileHelp.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
