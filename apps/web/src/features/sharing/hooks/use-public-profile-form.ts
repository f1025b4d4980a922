import type { PublicProfileSettings } from '@hirelane/contract/sharing';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useSavePublicProfile } from '../api/public-profile.ts';
import { handleProblem, normalizeHandle } from '../model/handle-rules.ts';
import { handleStatusText } from '../model/handle-status.ts';
import type { ProfileFormOutput } from '../model/profile-form.ts';
import { profileFormSchema, profileFormValues, profileSaveBodies } from '../model/profile-form.ts';
import type { HandleCheck } from './use-handle-check.ts';
import { useHandleCheck } from './use-handle-check.ts';

const SERVER_FIELDS = ['handle', 'bio', 'sections', 'contactFields', 'tags', 'videoId'] as const;

type HandleBlock = { type: 'rule' | 'required' | 'taken'; message: string };

/**
 * The public profile editor's form: its fields from the settings, the live check of the handle
 * (and its words), and a save that refuses a handle known to be wrong before calling the server.
 */
export function usePublicProfileForm(settings: PublicProfileSettings) {
  const { t } = useTranslation('sharing');
  const save = useSavePublicProfile();
  const form = useContractForm(profileFormSchema, {
    namespace: 'sharing',
    defaultValues: profileFormValues(settings),
  });
  const handle = form.watch('handle');
  const check = useHandleCheck(handle, { savedHandle: settings.handle });
  const status = handleStatusText(check, normalizeHandle(handle), t);

  const handleSave = form.submitTo(
    async (values) => {
      const block = handleBlock(values, check, status.error, t);
      if (block) {
        form.setError('handle', block, { shouldFocus: true });
        return;
      }
      try {
        const saved = await save.mutateAsync(profileSaveBodies(values));
        form.reset(profileFormValues(saved));
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          // Said under the handle (the toast says it too): not again above the buttons.
          form.setError(
            'handle',
            { type: 'taken', message: t('profile.handle.justTaken') },
            { shouldFocus: true },
          );
          return;
        }
        throw error;
      }
    },
    { fields: SERVER_FIELDS },
  );

  return { form, check, status, handleSave };
}

/** Why the handle cannot be saved as it is (a broken rule, none while visible, taken), or null. */
function handleBlock(
  values: ProfileFormOutput,
  check: HandleCheck,
  statusError: string | null,
  t: TFunction<'sharing'>,
): HandleBlock | null {
  const normalized = normalizeHandle(values.handle);
  const problem = normalized ? handleProblem(normalized) : null;
  if (problem) return { type: 'rule', message: t(`profile.handle.problems.${problem}` as const) };
  if (values.isVisible && !normalized)
    return { type: 'required', message: t('profile.handle.requiredToShow') };
  if (check.status === 'unavailable')
    return { type: 'taken', message: statusError ?? t('profile.handle.taken') };
  return null;
}
