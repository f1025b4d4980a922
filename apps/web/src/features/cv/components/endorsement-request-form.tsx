import { ENDORSEMENT_LIMITS } from '@hirelane/contract/constants';
import type { EndorsementRequest } from '@hirelane/contract/endorsements';
import { endorsementRequestInput } from '@hirelane/contract/endorsements';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { endorsementRequestFormValues } from '../../../shared/cv/forms/entry-forms.ts';
import { FormActions } from '../../../shared/cv/forms/form-actions.tsx';
import { RelationshipSelect } from '../../../shared/endorsements/relationship-select.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { submitOnlyOnPurpose } from '../../../shared/forms/enter-key.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import {
  requestInputOf,
  useCreateEndorsementRequest,
  useUpdateEndorsementRequest,
} from '../api/endorsement-requests.ts';

const FIELDS = ['endorserName', 'endorserEmail', 'relationship', 'message'] as const;

export type EndorsementRequestFormProps = {
  /** A pending request to edit; a new request when absent. */
  request?: EndorsementRequest | undefined;
  onDone: () => void;
};

/** Who to ask (name, e-mail, how you know each other) and a personal note; the server e-mails the link. */
export function EndorsementRequestForm({ request, onDone }: EndorsementRequestFormProps) {
  const { t } = useTranslation('cv');
  const create = useCreateEndorsementRequest();
  const update = useUpdateEndorsementRequest();
  const { watch, field, controlled, submitTo, isSubmitting, submitError } = useContractForm(
    endorsementRequestInput,
    {
      namespace: 'cv',
      errorValues: ENDORSEMENT_LIMITS,
      // A new request starts without a relationship (see endorsementRequestFormValues).
      defaultValues: endorsementRequestFormValues(request && requestInputOf(request)),
    },
  );
  const relationship = useControlledField(controlled('relationship'));
  const messageLength = watch('message')?.length ?? 0;

  const handleSend = submitTo(
    async (input) => {
      if (request) await update.mutateAsync({ id: request.userEndorsementRequestId, input });
      else await create.mutateAsync(input);
      onDone();
    },
    { fields: FIELDS },
  );

  return (
    <form onSubmit={handleSend} onKeyDown={submitOnlyOnPurpose} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.endorserName')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          {...field('endorserName')}
        />
        <EmailField
          label={t('fields.endorserEmail')}
          description={request ? t('endorsement.requests.emailChangeHint') : undefined}
          withAsterisk
          autoComplete="off"
          {...field('endorserEmail')}
        />
        <RelationshipSelect
          description={t('fields.relationshipHint')}
          placeholder={t('fields.relationshipPlaceholder')}
          withAsterisk
          {...relationship}
        />
        <Textarea
          label={t('fields.message')}
          description={t('fields.messageCount', { count: messageLength, max: ENDORSEMENT_LIMITS.message })}
          placeholder={t('fields.messagePlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          {...field('message')}
        />
        <FormActions
          isSubmitting={isSubmitting}
          onCancel={onDone}
          error={submitError}
          submitLabel={request ? t('actions.save') : t('endorsement.requests.send')}
        />
      </Stack>
    </form>
  );
}
