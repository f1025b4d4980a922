import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { basicProfileQuery } from '../../../shared/resources/basic-profile.ts';
import { profileQueryOptions } from '../../../shared/resources/profile.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { AccountHeading } from '../components/account-heading.tsx';
import { BasicSettingsForm } from '../components/basic-settings-form.tsx';
import { BoardSettings } from '../components/board-settings.tsx';
import { ConnectedAccounts } from '../components/connected-accounts.tsx';
import { PhotoSection } from '../components/photo-section.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** `/account/profile`: photo, full profile, basic settings and sign-in methods. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useQuery(profileQueryOptions());
  const basic = useQuery(basicProfileQuery());

  return (
    <Stack gap="lg">
      <AccountHeading page="profile" />
      {profile.isPending && (
        <Stack gap="lg" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={140} radius="md" />
          <Skeleton h={520} radius="md" />
        </Stack>
      )}
      {profile.isError && (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(profile.error, t('profile.loadFailed'))}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && (
        <>
          <PhotoSection profile={profile.data} />
          <ProfileForm profile={profile.data} />
        </>
      )}
      {basic.isPending && <Skeleton h={220} radius="md" />}
      {basic.isError && (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(basic.error, t('settings.loadFailed'))}
          onRetry={() => void basic.refetch()}
        />
      )}
      {basic.data && <BasicSettingsForm basic={basic.data} />}
      {basic.data && <BoardSettings basic={basic.data} />}
      <ConnectedAccounts />
    </Stack>
  );
}
