import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showCookiePreferences } from '../../../shared/consent/consent.ts';
import { useStaticPage } from '../../../shared/ui/static-page.ts';

export type LegalSection = {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[] | undefined;
};

export type LegalContent = {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
};

export type LegalPageProps = {
  content: LegalContent;
  /** Offers the cookie settings under the page (privacy policy). */
  withCookieSettings?: boolean;
};

/** Layout shared by the legal pages: title, date, a short introduction, plain sections. */
export function LegalPage({ content, withCookieSettings = false }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const idPrefix = useId();
  // Rendered by the server, the page runs no analytics and no app script: nothing to consent to.
  const staticPage = useStaticPage();
  return (
    <Stack component="article" gap="lg" maw={720} mx="auto" py="md">
      <Stack gap="xs">
        <Title order={1}>{content.title}</Title>
        <Text size="sm" c="dimmed">
          {t('updated')}
        </Text>
      </Stack>
      <Text size="lg">{content.intro}</Text>
      {content.sections.map((section, index) => {
        const headingId = `${idPrefix}-${index}`;
        return (
          <Stack component="section" gap="xs" key={section.title} aria-labelledby={headingId}>
            <Title order={2} fz="h3" id={headingId}>
              {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items && section.items.length > 0 && (
              <List spacing="xs" withPadding>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        );
      })}
      {withCookieSettings && !staticPage && (
        <div>
          <Button variant="light" onClick={showCookiePreferences}>
            {t('cookieSettings')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
