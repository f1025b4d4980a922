import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import type { PublicProfileSettings } from '@hirelane/contract/sharing';
import { HANDLE_MAX, TAG_MAX_LENGTH, TAGS_MAX } from '@hirelane/contract/sharing';
import {
  Anchor,
  Card,
  Checkbox,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSavePublicProfile } from '../api/public-profile.ts';
import { useHandleCheck } from '../hooks/use-handle-check.ts';
import { handleProblem, normalizeHandle } from '../model/handle-rules.ts';
import { profileFormSchema, profileFormValues, profileSaveBodies } from '../model/profile-form.ts';
import { ContactFieldsChoice } from './contact-fields-choice.tsx';
import { handleStatusText } from './handle-status.ts';
import { PublicAddress } from './public-address.tsx';

const BIO_MAX = 1000;
const SERVER_FIELDS = ['handle', 'bio', 'sections', 'contactFields', 'tags'] as const;

export type PublicProfileEditorProps = { settings: PublicProfileSettings };

/**
 * Handle (checked live), bio, visibility, which CV sections, contact details and tags the public
 * sees; the headline is the profile's, shown with a way to it.
 */
export function PublicProfileEditor({ settings }: PublicProfileEditorProps) {
  const { t } = useTranslation('sharing');
  const save = useSavePublicProfile();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    field,
    formState: { errors, isSubmitting },
  } = useContractForm(profileFormSchema, {
    namespace: 'sharing',
    defaultValues: profileFormValues(settings),
  });
  const handle = watch('handle');
  const bio = watch('bio') ?? '';
  const check = useHandleCheck(handle, { savedHandle: settings.handle });
  const status = handleStatusText(check, normalizeHandle(handle), t);

  const handleSave = handleSubmit(async (values) => {
    const normalized = normalizeHandle(values.handle);
    const problem = normalized ? handleProblem(normalized) : null;
    if (problem) {
      setError(
        'handle',
        { type: 'rule', message: t(`profile.handle.problems.${problem}` as const) },
        { shouldFocus: true },
      );
      return;
    }
    if (values.isVisible && !normalized) {
      setError(
        'handle',
        { type: 'required', message: t('profile.handle.requiredToShow') },
        { shouldFocus: true },
      );
      return;
    }
    if (check.status === 'unavailable') {
      setError(
        'handle',
        { type: 'taken', message: status.error ?? t('profile.handle.taken') },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const saved = await save.mutateAsync(profileSaveBodies(values));
      reset(profileFormValues(saved));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setError('handle', { type: 'taken', message: t('profile.handle.justTaken') }, { shouldFocus: true });
        toast.error(t('profile.handle.justTaken'));
        return;
      }
      applyServerErrors(error, setError, SERVER_FIELDS);
      toast.error(errorMessage(error, t('profile.errors.save')));
    }
  });

  const handleError = errors.handle?.message ?? status.error;
  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="lg">
        <PublicAddress settings={settings} />
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Controller
              control={control}
              name="handle"
              render={({ field }) => (
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
                    handleError ? undefined : (
                      <Text
                        component="span"
                        size="xs"
                        c={status.tone === 'good' ? 'green' : 'dimmed'}
                        aria-live="polite"
                      >
                        {status.hint}
                      </Text>
                    )
                  }
                  error={handleError}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value.toLowerCase())}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <ProfileHeadline headline={settings.headline} />
            <Textarea
              label={t('profile.bio.label')}
              description={t('profile.bio.hint', { length: bio.length, max: BIO_MAX })}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={BIO_MAX}
              {...field('bio')}
            />
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
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
                  error={
                    errors.tags
                      ? t('profile.tags.invalid', { max: TAGS_MAX, length: TAG_MAX_LENGTH })
                      : undefined
                  }
                />
              )}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Controller
              control={control}
              name="sections"
              render={({ field }) => (
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
              )}
            />
            <Controller
              control={control}
              name="contactFields"
              render={({ field }) => <ContactFieldsChoice value={field.value} onChange={field.onChange} />}
            />
            <Controller
              control={control}
              name="isVisible"
              render={({ field }) => (
                <Switch
                  label={t('profile.visible.label')}
                  description={t('profile.visible.hint')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Stack>
        </Card>
        <FormActions submit={t('profile.save')} loading={isSubmitting} />
      </Stack>
    </form>
  );
}

/** The one headline, the profile's: shown here, edited there. */
function ProfileHeadline({ headline }: { headline: string }) {
  const { t } = useTranslation('sharing');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {t('profile.headline.label')}
      </Text>
      <Text size="sm" c={headline ? undefined : 'dimmed'}>
        {headline || t('profile.headline.none')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('profile.headline.hint')}{' '}
        <Anchor component={Link} to="/account/profile" size="xs">
          {t('profile.headline.edit')}
        </Anchor>
      </Text>
    </Stack>
  );
}
