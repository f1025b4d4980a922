import type { Language } from '@hirelane/contract/constants';
import { LANGUAGES } from '@hirelane/contract/constants';
import type { BasicProfileResponse } from '@hirelane/contract/profile';
import { basicProfileInput } from '@hirelane/contract/profile';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../shared/forms/country-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useUpdateBasicProfile } from '../api/basic-profile.ts';
import { profileKeys } from '../api/profile-keys.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((language) => language === value);
}

export type BasicSettingsFormProps = {
  basic: BasicProfileResponse;
};

/** Sign-in e-mail (read only), country and the language Hirelane writes e-mails in. */
export function BasicSettingsForm({ basic }: BasicSettingsFormProps) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const [interfaceLanguage, changeLanguage] = useLanguage();
  const update = useUpdateBasicProfile();
  const { controlled, submitTo, submitError, isSubmitting } = useContractForm(basicProfileInput, {
    namespace: 'account',
    defaultValues: {
      firstName: basic.firstName,
      lastName: basic.lastName,
      country: basic.country,
      preferredLanguage: basic.preferredLanguage,
    },
  });
  const language = useControlledField(controlled('preferredLanguage'));

  const handleSave = submitTo(
    async (values) => {
      // The names belong to the profile form: send the latest saved ones, never stale copies.
      const latest = queryClient.getQueryData<BasicProfileResponse>(profileKeys.basic) ?? basic;
      const saved = await update.mutateAsync({
        ...values,
        firstName: latest.firstName,
        lastName: latest.lastName,
      });
      if (
        saved.preferredLanguage !== latest.preferredLanguage &&
        saved.preferredLanguage !== interfaceLanguage
      ) {
        await changeLanguage(saved.preferredLanguage);
      }
      // In the language just chosen: `t` still speaks the one of the last render.
      toast.success(i18n.getFixedT(null, 'account')('settings.saved'));
    },
    { fields: ['country', 'preferredLanguage'] },
  );

  return (
    <AccountSection title={t('settings.title')} description={t('settings.description')}>
      <form onSubmit={handleSave} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('settings.signInEmail')}
            description={t('settings.signInEmailHint')}
            value={basic.email}
            readOnly
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CountryField {...controlled('country')} />
            <Select
              label={t('settings.language')}
              description={t('settings.languageHint')}
              data={LANGUAGE_OPTIONS}
              name={language.name}
              value={language.value}
              onChange={(value) => {
                if (isLanguage(value)) language.onChange(value);
              }}
              onBlur={language.onBlur}
              allowDeselect={false}
              error={language.error}
            />
          </SimpleGrid>
          <FormActions submit={t('settings.save')} loading={isSubmitting} error={submitError} />
        </Stack>
      </form>
    </AccountSection>
  );
}
