import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LegalSection = {
  title: string;
  body: string;
};

export type LegalPageProps = {
  title: string;
  sections: readonly LegalSection[];
};

/** Layout shared by the legal pages: title, draft notice, short sections. */
export function LegalPage({ title, sections }: LegalPageProps) {
  const { t } = useTranslation('legal');
  return (
    <Stack component="article" gap="lg" maw={720} mx="auto" py="md">
      <Title order={1}>{title}</Title>
      <Alert variant="light" title={null}>
        {t('draftNotice')}
      </Alert>
      {sections.map((section) => (
        <Stack component="section" gap="xs" key={section.title}>
          <Title order={2} fz="h3">
            {section.title}
          </Title>
          <Text>{section.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
