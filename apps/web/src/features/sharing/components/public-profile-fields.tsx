import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import { HANDLE_MAX, TAG_MAX_LENGTH, TAGS_MAX } from '@hirelane/contract/sharing';
import { Checkbox, Loader, SimpleGrid, TagsInput, Text, TextInput } from '@mantine/core';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../shared/forms/switch-field.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import type { HandleCheck } from '../hooks/use-handle-check.ts';
import type { HandleStatusText } from '../model/handle-status.ts';
import type { ProfileFormOutput, ProfileFormValues } from '../model/profile-form.ts';

type ProfileControl = Control<ProfileFormValues, unknown, ProfileFormOutput>;

export type HandleFieldProps = {
  control: ProfileControl;
  check: HandleCheck;
  status: HandleStatusText;
  /** The form's error, or the live check's; when set it replaces the hint. */
  error: string | null | undefined;
};

/** The handle, lower-cased as typed, with the live check's hint (or error) under it. */
export function HandleField({ control, check, status, error }: HandleFieldProps) {
  const { t } = useTranslation('sharing');
  const { field } = useController({ control, name: 'handle' });
  return (
    <TextInput
      label={t('profile.handle.label')}
      leftSection={
        <Text size="sm" c="dimmed" component="span">
          /u/
        </Text>
      }
      leftSectionWidth={40}
      rightSection={check.status === 'checking' ? <Loader size="xs" /> : null}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={HANDLE_MAX + 10}
      description={
        error ? undefined : (
          <Text component="span" size="xs" c={status.tone === 'good' ? 'green' : 'dimmed'} aria-live="polite">
            {status.hint}
          </Text>
        )
      }
      error={error}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value.toLowerCase())}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

export type TagsFieldProps = { control: ProfileControl; invalid: boolean };

/** Up to TAGS_MAX tags; one more says so in a toast. */
export function TagsField({ control, invalid }: TagsFieldProps) {
  const { t } = useTranslation('sharing');
  const { field } = useController({ control, name: 'tags' });
  return (
    <TagsInput
      label={t('profile.tags.label')}
      description={t('profile.tags.hint', { max: TAGS_MAX })}
      placeholder={t('profile.tags.placeholder')}
      maxTags={TAGS_MAX}
      maxLength={TAG_MAX_LENGTH}
      clearable
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onMaxTags={() => toast.info(t('profile.tags.max', { max: TAGS_MAX }))}
      error={invalid ? t('profile.tags.invalid', { max: TAGS_MAX, length: TAG_MAX_LENGTH }) : undefined}
    />
  );
}

/** Which sections of the CV the public profile shows. */
export function SectionsField({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('sharing');
  const { field } = useController({ control, name: 'sections' });
  return (
    <Checkbox.Group
      label={t('profile.sections.label')}
      description={t('profile.sections.hint')}
      value={field.value}
      onChange={(value) => field.onChange(value)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {CV_SECTION_KEYS.map((key) => (
          <Checkbox key={key} value={key} label={t(`sections.${key}` as const)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** The profile's on/off settings, each with its texts' key: shown at all, and listed by search engines. */
const SWITCHES = { isVisible: 'visible', indexable: 'indexable' } as const;

/**
 * One on/off setting of the public profile: whether it is shown at all (`isVisible`), or whether
 * search engines may list it (`indexable`, only while it is shown).
 */
export function ProfileSwitch({ control, name }: { control: ProfileControl; name: keyof typeof SWITCHES }) {
  const { t } = useTranslation('sharing');
  return (
    <SwitchField
      control={control}
      name={name}
      label={t(`profile.${SWITCHES[name]}.label`)}
      description={t(`profile.${SWITCHES[name]}.hint`)}
    />
  );
}
