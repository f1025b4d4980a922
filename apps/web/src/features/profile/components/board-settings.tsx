import type { BasicProfileResponse } from '@hirelane/contract/profile';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { useUpdateBasicProfile } from '../api/basic-profile.ts';

export type BoardSettingsProps = { basic: BasicProfileResponse };

/** The job board's choices, each saved as soon as it is switched. */
export function BoardSettings({ basic }: BoardSettingsProps) {
  const { t } = useTranslation('account');
  const update = useUpdateBasicProfile();
  const checked = update.isPending
    ? (update.variables.showMatchScores ?? basic.showMatchScores)
    : basic.showMatchScores;
  return (
    <AccountSection title={t('board.title')} description={t('board.description')}>
      <Switch
        label={t('board.showMatchScores')}
        checked={checked}
        onChange={(event) => {
          const { firstName, lastName, country, preferredLanguage } = basic;
          update.mutate({
            firstName,
            lastName,
            country,
            preferredLanguage,
            showMatchScores: event.currentTarget.checked,
          });
        }}
      />
    </AccountSection>
  );
}
