import { ENDORSEMENT_LIMITS } from '@hirelane/contract/constants';
import type { PublicEndorsementRequest } from '@hirelane/contract/endorsements';
import type { FormAnswer } from '@hirelane/contract/public-page';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationshipSelect } from '../../../shared/endorsements/relationship-select.tsx';
import { apiErrorOf, failureText } from '../../../shared/forms/form-answer.ts';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';
import { closedReasonOf } from '../model/closed-reason.ts';

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
  /** On the server-rendered page: the server's answer to this form's plain post (what was typed, the failure). */
  answer?: FormAnswer<string> | null;
};

/** A relationship as a plain form posts it (the enum number as text), or null when it is none. */
const relationshipOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The endorsement itself: name and relationship prefilled from the request, title, and the text.
 * On a form page also a plain form: "Send" posts intent `send`; "Decline" posts intent `decline`
 * (the server then asks before declining) through a small form of its own, so that Enter in a
 * field still sends the endorsement.
 */
export function EndorsementForm({
  requestId,
  request,
  onSubmit,
  onDecline,
  isDeclining,
  answer,
}: EndorsementFormProps) {
  const { t, i18n } = useTranslation('endorsements');
  const plain = usePlainForm();
  const declineFormId = useId();
  const values = answer?.values ?? {};
  const answerError = answer?.error && apiErrorOf(answer.error);
  const { watch, field, controlled, submitTo, isSubmitting, submitError } = useContractForm(
    loadPublicEndorsementInput,
    {
      namespace: 'endorsements',
      errorValues: { ...ENDORSEMENT_LIMITS, min: ENDORSEMENT_LIMITS.textMin },
      defaultValues: {
        requestId,
        endorserName: values.endorserName ?? request.endorserName,
        endorserTitle: values.endorserTitle ?? '',
        relationship: relationshipOf(values.relationship) ?? request.relationship,
        text: values.text ?? '',
      },
      ...(answerError && {
        failure: {
          error: answerError,
          // A request closed meanwhile gets its final word instead (the page's), as in the app.
          message: failureText(
            answerError,
            closedReasonOf(answerError) ? undefined : t('errors.submit'),
            i18n,
          ),
          fields: FIELDS,
        },
      }),
    },
  );
  const relationship = useControlledField(controlled('relationship'));
  const textLength = watch('text').trim().length;
  /** The count's sentence for a plural form, its number left as #. */
  const countText = (form: 'one' | 'other') =>
    i18n.t(`endorsements:form.textCount_${form}`, {
      replace: { count: '#' },
      min: ENDORSEMENT_LIMITS.textMin,
      max: ENDORSEMENT_LIMITS.text,
    });
  const handleSend = submitTo(onSubmit, { fields: FIELDS });

  return (
    <>
      <form onSubmit={handleSend} noValidate {...plain.form}>
        <Stack gap="md">
          {plain.isPlain && <input type="hidden" name="requestId" value={requestId} />}
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
            // The count's words for one and for more, which the form page's module keeps up to date.
            data-count-one={countText('one')}
            data-count-other={countText('other')}
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
              loading={isDeclining}
              disabled={isSubmitting}
              {...(plain.isPlain && { type: 'submit', form: declineFormId, ...plain.intent('decline') })}
              onClick={(event) => {
                // The plain form's "decline" once the script runs: the page asks in a dialog.
                event.preventDefault();
                onDecline();
              }}
            >
              {t('decline.action')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={isDeclining} {...plain.intent('send')}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {plain.isPlain && (
        <form id={declineFormId} method="post" action={plain.action} style={{ display: 'contents' }}>
          <input type="hidden" name="requestId" value={requestId} />
        </form>
      )}
    </>
  );
}
