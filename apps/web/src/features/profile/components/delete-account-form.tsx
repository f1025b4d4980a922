import { DELETE_CONFIRMATION } from '@hirelane/contract/auth';
import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { endClientSession } from '../../../shared/session/end-client-session.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeleteAccount } from '../api/account.ts';
import type { DeleteFormErrors, DeleteFormValues, DeleteMode } from '../model/delete-account.ts';
import { deleteRequestFor, modeAfterError, validateDeleteForm } from '../model/delete-account.ts';

const DELETED_ITEMS = ['board', 'cv', 'sharing', 'profile'] as const;

/**
 * Deleting the account: a plain list of what goes, the password (or the typed word DELETE for an
 * account made with Google or Facebook), a red button and one more confirmation. Afterwards the
 * browser is signed out like after logout and the user lands on /login.
 */
export function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [mode, setMode] = useState<DeleteMode>('password');
  const [values, setValues] = useState<DeleteFormValues>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<DeleteFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<DeleteFormValues>>({});
  const [confirming, setConfirming] = useState(false);

  const fieldError = (field: keyof DeleteFormValues): string | undefined => {
    const local = errors[field];
    if (local === 'mismatch') return t('delete.errors.confirmationMismatch', { word: DELETE_CONFIRMATION });
    if (local === 'required') {
      return field === 'password'
        ? t('delete.errors.passwordRequired')
        : t('delete.errors.confirmationRequired', { word: DELETE_CONFIRMATION });
    }
    return serverErrors[field];
  };

  const change = (field: keyof DeleteFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleModeChange = (socialOnly: boolean) => {
    setMode(socialOnly ? 'confirmation' : 'password');
    setErrors({});
    setServerErrors({});
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDeleteForm(mode, values);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const handleConfirm = async () => {
    try {
      await remove.mutateAsync(deleteRequestFor(mode, values));
      setConfirming(false);
      toast.success(t('delete.done'));
      endClientSession();
      navigate('/login', { replace: true });
    } catch (error) {
      setConfirming(false);
      const next = modeAfterError(mode, error);
      if (next !== mode) {
        setMode(next);
        setServerErrors({ confirmation: t('delete.noPassword', { word: DELETE_CONFIRMATION }) });
        return;
      }
      if (isApiError(error) && error.fields) {
        setServerErrors({ password: error.fields.password, confirmation: error.fields.confirmation });
      }
      toast.error(errorMessage(error, t('delete.failed')));
    }
  };

  return (
    <Stack gap="lg" maw={560}>
      <Alert color="red" variant="light" title={t('delete.warningTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('delete.warningIntro')}</Text>
          <List size="sm" spacing={4}>
            {DELETED_ITEMS.map((item) => (
              <List.Item key={item}>{t(`delete.items.${item}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={500}>
            {t('delete.warningFinal')}
          </Text>
        </Stack>
      </Alert>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Checkbox
            label={t('delete.socialOnly')}
            description={t('delete.socialOnlyHint')}
            checked={mode === 'confirmation'}
            onChange={(event) => handleModeChange(event.currentTarget.checked)}
          />
          {mode === 'password' ? (
            <PasswordField
              label={t('delete.password')}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.currentTarget.value)}
              error={fieldError('password')}
            />
          ) : (
            <TextInput
              label={t('delete.confirmation', { word: DELETE_CONFIRMATION })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={values.confirmation}
              onChange={(event) => change('confirmation', event.currentTarget.value)}
              error={fieldError('confirmation')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" color="red">
              {t('delete.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('delete.confirmTitle')}
        message={t('delete.confirmMessage')}
        confirmLabel={t('delete.confirmAction')}
        cancelLabel={t('cancel')}
        loading={remove.isPending}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
