import { DELETE_CONFIRMATION } from '@hirelane/contract/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { toastedText } from '../../../shared/http/error-toast.ts';
import { leaveArrivalNotice } from '../../../shared/session/arrival-notice.ts';
import { endClientSession } from '../../../shared/session/end-client-session.ts';
import { leaveForServerPage } from '../../../shared/session/leave-for-server-page.ts';
import { useDeleteAccount } from '../api/account.ts';
import type { DeleteFormValues, DeleteProblemText } from '../model/delete-account.ts';
import { deleteAccountForm, deleteRequestFor, modeAfterError } from '../model/delete-account.ts';

const EMPTY = { mode: 'password', password: '', confirmation: '' } as const;

/**
 * The delete-account form: the proof asked for (password or the typed word), its errors (the
 * browser's checks and the server's), the confirmation step, and after deleting the sign-out and
 * the way to /login.
 */
export function useDeleteAccountForm() {
  const { t } = useTranslation('account');
  const form = useContractForm(deleteAccountForm, { namespace: 'account', defaultValues: EMPTY });
  const mode = form.watch('mode');
  // A refusal that only switches the mode (an account without a password) is said in the form, not toasted.
  const remove = useDeleteAccount((error) =>
    modeAfterError(mode, error) === mode ? t('delete.failed') : undefined,
  );
  const [confirming, setConfirming] = useState(false);
  const { errors } = form.formState;

  const fieldError = (field: keyof DeleteFormValues): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return t(error.message as DeleteProblemText, { word: DELETE_CONFIRMATION });
  };

  const handleModeChange = (socialOnly: boolean) => {
    form.setValue('mode', socialOnly ? 'confirmation' : 'password');
    form.clearErrors();
  };

  // The submit only asks; the deletion waits for the confirmation.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(() => setConfirming(true))(event);

  const handleConfirm = async () => {
    const values = form.getValues();
    form.clearErrors('root');
    try {
      await remove.mutateAsync(deleteRequestFor(values.mode, values));
      setConfirming(false);
      endClientSession();
      // The sign-in page is the server's: it says the account is gone (a toast would not outlive the load).
      leaveArrivalNotice('accountDeleted');
      void leaveForServerPage('/login');
    } catch (error) {
      setConfirming(false);
      const next = modeAfterError(values.mode, error);
      if (next !== values.mode) {
        form.setValue('mode', next);
        form.clearErrors();
        form.setError('confirmation', {
          type: 'server',
          message: t('delete.noPassword', { word: DELETE_CONFIRMATION }),
        });
        return;
      }
      applyServerErrors(error, form.setError, ['password', 'confirmation']);
      // The toast's words in the form too, unless a field says them already.
      const message = toastedText(error);
      const saidByField = isApiError(error) && Object.values(error.fields ?? {}).includes(message ?? '');
      if (message && !saidByField) form.setError('root.server', { type: 'server', message });
    }
  };

  return {
    form,
    mode,
    confirming,
    deleting: remove.isPending,
    fieldError,
    submitError: form.submitError,
    handleModeChange,
    handleSubmit,
    handleConfirm,
    handleCancel: () => setConfirming(false),
  };
}
