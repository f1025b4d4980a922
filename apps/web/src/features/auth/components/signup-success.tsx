import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Step 3 of sign-up: the account is confirmed; next stop is sign-in. */
export function SignupSuccess() {
  const { t } = useTranslation('auth');
  return (
    <>
      <Text>{t('success.body')}</Text>
      <Group justify="flex-end">
        <Button component={Link} to="/login">
          {t('success.action')}
        </Button>
      </Group>
    </>
  );
}
