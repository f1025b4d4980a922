import type { Certification } from '@hirelane/contract/cv';
import { formatMonth, intlLocale } from '@hirelane/contract/dates';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCertifications, useDeleteCertification } from '../../../shared/cv/api/certifications.ts';
import { formatFileSize } from '../../../shared/format/file-size.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { lazyNamed } from '../../../shared/ui/lazy.tsx';
import { CertificateDownloadButton } from './certificate-download-button.tsx';
import { EntryListSection, useEntryListTexts } from './entry-list-section.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const CertificationForm = lazyNamed(() => import('./certification-form.tsx'), 'CertificationForm');

/** Certificates with their optional file. */
export function CertificationsSection() {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const dates = (entry: Certification) =>
    [
      entry.issueDate && t('certifications.issued', { date: formatMonth(entry.issueDate, language) }),
      entry.expiryDate && t('certifications.expires', { date: formatMonth(entry.expiryDate, language) }),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <EntryListSection<Certification>
      section="certifications"
      texts={useEntryListTexts('certifications')}
      list={useCertifications()}
      remove={useDeleteCertification()}
      idOf={(entry) => entry.userCertificationId}
      nameOf={(entry) => entry.name}
      renderEntry={(entry) => (
        <>
          <Text fw={600}>{entry.name}</Text>
          {entry.issuer && <Text size="sm">{entry.issuer}</Text>}
          {(entry.issueDate || entry.expiryDate) && (
            <Text size="sm" c="dimmed">
              {dates(entry)}
            </Text>
          )}
          {entry.credentialId && (
            <Text size="sm" c="dimmed">
              {t('fields.credentialId')}: {entry.credentialId}
            </Text>
          )}
          {entry.credentialUrl && (
            <Anchor href={entry.credentialUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('certifications.verify')}
            </Anchor>
          )}
          {entry.file && (
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {entry.file.fileName} ({formatFileSize(entry.file.size, intlLocale(language))})
              </Text>
              <CertificateDownloadButton certification={entry} />
            </Group>
          )}
        </>
      )}
      renderForm={(entry, onDone) => (
        <CertificationForm key={entry?.userCertificationId ?? 'new'} entry={entry} onDone={onDone} />
      )}
    />
  );
}
