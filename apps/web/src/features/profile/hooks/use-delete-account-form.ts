import { DELETE_CONFIRMATION } from '@hirelane/contract/auth';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { endClientSession } from '../../../shared/session/end-client-session.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeleteAccount } from '../api/account.ts';
import type { DeleteFormErrors, DeleteFormValues, DeleteMode } from '../model/delete-account.ts';
import { deleteRequestFor, modeAfterError, validateDeleteForm } from '../model/delete-account.ts';

/**
 * The delete-account form: the proof asked for (password or the typed word), its errors (the
 * browser's checks and the server's), the confirmation step, and after deleting the sign-out and
 * the way to /login.
 */
export function useDeleteAccountForm() {
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

  const handleCancel = () => setConfirming(false);

  return {
    mode,
    values,
    confirming,
    deleting: remove.isPending,
    fieldError,
    change,
    handleModeChange,
    handleSubmit,
    handleConfirm,
    handleCancel,
  };
}
