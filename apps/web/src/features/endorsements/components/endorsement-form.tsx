import { ENDORSEMENT_LIMITS } from '@hirelane/contract/constants';
import type { PublicEndorsementRequest } from '@hirelane/contract/endorsements';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RelationshipSelect } from '../../../shared/endorsements/relationship-select.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadPublicEndorsementInput = async () =>
  (await import('@hirelane/contract/endorsements')).publicEndorsementInput;
const FIELDS = ['endorserName', 'endorserTitle', 'relationship', 'text'] as const;

export type EndorsementFormValues = {
  requestId: string;
  endorserName: string;
  endorserTitle: string;
  relationship: number;
  text: string;
};

export type EndorsementFormProps = {
  requestId: string;
  request: PublicEndorsementRequest;
  /** Resolves when sent; rejects with the failure, whose field messages go under the fields. */
  onSubmit: (values: EndorsementFormValues) => Promise<void>;
  onDecline: () => void;
  isDeclining: boolean;
};

/** The endorsement itself: name and relationship prefilled from the request, title, and the text. */
export function EndorsementForm({
  requestId,
  request,
  onSubmit,
  onDecline,
  isDeclining,
}: EndorsementFormProps) {
  const { t } = useTranslation('endorsements');
  const { watch, field, controlled, submitTo, isSubmitting, submitError } = useContractForm(
    loadPublicEndorsementInput,
    {
      namespace: 'endorsements',
      errorValues: { ...ENDORSEMENT_LIMITS, min: ENDORSEMENT_LIMITS.textMin },
      defaultValues: {
        requestId,
        endorserName: request.endorserName,
        endorserTitle: '',
        relationship: request.relationship,
        text: '',
      },
    },
  );
  const relationship = useControlledField(controlled('relationship'));
  const textLength = watch('text').trim().length;
  const handleSend = submitTo(onSubmit, { fields: FIELDS });

  return (
    <form onSubmit={handleSend} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.endorserName')}
          withAsterisk
          autoComplete="name"
          {...field('endorserName')}
        />
        <TextInput
          label={t('form.endorserTitle')}
          description={t('form.endorserTitleHint')}
          withAsterisk
          autoComplete="organization-title"
          {...field('endorserTitle')}
        />
        <RelationshipSelect
          description={t('form.relationshipHint', { name: request.requesterName })}
          withAsterisk
          {...relationship}
        />
        <Textarea
          label={t('form.text', { name: request.requesterName })}
          description={t('form.textCount', {
            count: textLength,
            min: ENDORSEMENT_LIMITS.textMin,
            max: ENDORSEMENT_LIMITS.text,
          })}
          placeholder={t('form.textPlaceholder')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={16}
          {...field('text')}
        />
        {submitError && <FormErrorAlert message={submitError} />}
        <Group justify="space-between" gap="sm">
          <Button
            variant="outline"
            color="red"
            onClick={onDecline}
            loading={isDeclining}
            disabled={isSubmitting}
          >
            {t('decline.action')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={isDeclining}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
