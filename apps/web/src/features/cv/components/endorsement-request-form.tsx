import type { EndorsementRequest, EndorsementRequestInput } from '@hirelane/contract/endorsements';
import { ENDORSEMENT_LIMITS, endorsementRequestInput } from '@hirelane/contract/endorsements';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RelationshipSelect } from '../../../shared/endorsements/relationship-select.tsx';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import {
  requestInputOf,
  useCreateEndorsementRequest,
  useUpdateEndorsementRequest,
} from '../api/endorsement-requests.ts';
import { endorsementRequestFormValues } from '../model/entry-forms.ts';
import { FormActions } from './form-actions.tsx';

const FIELDS = ['endorserName', 'endorserEmail', 'relationship', 'message'] as const;

export type EndorsementRequestFormProps = {
  /** A pending request to edit; a new request when absent. */
  request?: EndorsementRequest | undefined;
  onDone: () => void;
};

/** Who to ask (name, e-mail, how you know each other) and a personal note; the server e-mails the link. */
export function EndorsementRequestForm({ request, onDone }: EndorsementRequestFormProps) {
  const { t } = useTranslation('cv');
  const fieldError = useFieldError('cv', ENDORSEMENT_LIMITS);
  const create = useCreateEndorsementRequest();
  // Explicit types below: a new request starts without a relationship (see endorsementRequestFormValues).
  const update = useUpdateEndorsementRequest();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EndorsementRequestInput, unknown, EndorsementRequestInput>({
    resolver: zodResolver(endorsementRequestInput),
    defaultValues: endorsementRequestFormValues(request && requestInputOf(request)),
  });
  const field = fieldProps(register, errors, fieldError);
  const messageLength = watch('message')?.length ?? 0;

  const handleSend = handleSubmit(async (input) => {
    try {
      if (request) await update.mutateAsync({ id: request.userEndorsementRequestId, input });
      else await create.mutateAsync(input);
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={handleSend} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.endorserName')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          {...field('endorserName')}
        />
        <TextInput
          label={t('fields.endorserEmail')}
          description={request ? t('endorsement.requests.emailChangeHint') : undefined}
          withAsterisk
          type="email"
          inputMode="email"
          autoComplete="off"
          {...field('endorserEmail')}
        />
        <Controller
          control={control}
          name="relationship"
          render={({ field }) => (
            <RelationshipSelect
              description={t('fields.relationshipHint')}
              placeholder={t('fields.relationshipPlaceholder')}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldError('relationship', errors.relationship)}
            />
          )}
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
          submitLabel={request ? t('actions.save') : t('endorsement.requests.send')}
        />
      </Stack>
    </form>
  );
}
