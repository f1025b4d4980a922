import { PROFILE_LINKS_MAX } from '@hirelane/contract/profile';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UrlField } from '../../../shared/forms/url-field.tsx';
import type { ProfileFormApi, ProfileLinkRows } from '../hooks/use-profile-form.ts';

export type ProfileLinksFieldsetProps = {
  form: ProfileFormApi;
  links: ProfileLinkRows;
};

/** The profile's links, a label and an address a row, up to PROFILE_LINKS_MAX. */
export function ProfileLinksFieldset({ form, links }: ProfileLinksFieldsetProps) {
  const { t } = useTranslation('account');
  const {
    field,
    fieldError,
    formState: { errors },
  } = form;
  return (
    <Fieldset
      legend={
        <Text component="span" size="sm" fw={500}>
          {t('profile.links')}
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('profile.linksHint', { max: PROFILE_LINKS_MAX })}
        </Text>
        {links.fields.map((row, index) => (
          <Group key={row.id} align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('profile.linkLabel', { index: index + 1 })}
              placeholder={t('profile.linkLabelPlaceholder')}
              w={{ base: '100%', xs: 180 }}
              {...field(`links.${index}.label`, 'linkLabel')}
            />
            <UrlField
              label={t('profile.linkUrl', { index: index + 1 })}
              style={{ flex: 1, minWidth: 200 }}
              {...field(`links.${index}.url`, 'linkUrl')}
            />
            <Button
              variant="subtle"
              color="red"
              mt={{ base: 0, xs: 25 }}
              onClick={() => links.remove(index)}
              aria-label={t('profile.removeLinkLabel', { index: index + 1 })}
            >
              {t('profile.removeLink')}
            </Button>
          </Group>
        ))}
        {errors.links?.root && (
          <Text c="red" size="sm">
            {fieldError('links', errors.links.root)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            onClick={() => links.append({ label: '', url: '' })}
            disabled={links.fields.length >= PROFILE_LINKS_MAX}
          >
            {t('profile.addLink')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
