import type { ProfileResponse } from '@hirelane/contract/profile';
import { PROFILE_LINKS_MAX } from '@hirelane/contract/profile';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDayExample } from '../../../shared/forms/day-input.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useUpdateProfile } from '../api/profile.ts';
import {
  profileFieldPaths,
  profileFormSchema,
  toProfileFormValues,
  toProfileInput,
} from '../model/profile-form.ts';

/**
 * The profile form: its fields from the server's profile, the rows of links, and a save that
 * starts the form again from what was saved (or puts the server's field errors on the fields).
 */
export function useProfileForm(profile: ProfileResponse) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useContractForm(profileFormSchema, {
    namespace: 'account',
    errorValues: { max: PROFILE_LINKS_MAX, example: useDayExample() },
    defaultValues: toProfileFormValues(profile),
  });
  const links = useFieldArray({ control: form.control, name: 'links' });

  const handleSave = form.submitTo(
    async (values) => {
      const saved = await update.mutateAsync(toProfileInput(values));
      form.reset(toProfileFormValues(saved));
      toast.success(t('profile.saved'));
    },
    { fields: profileFieldPaths(form.getValues('links')?.length ?? 0) },
  );

  return { form, links, handleSave };
}

type ProfileFormState = ReturnType<typeof useProfileForm>;
export type ProfileFormApi = ProfileFormState['form'];
export type ProfileLinkRows = ProfileFormState['links'];
