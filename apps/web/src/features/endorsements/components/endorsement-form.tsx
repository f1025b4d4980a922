import { ENDORSEMENT_LIMITS } from '@hirelane/contract/constants';
import type { PublicEndorsementRequest } from '@hirelane/contract/endorsements';
import type { FormAnswer } from '@hirelane/contract/public-page';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationshipSelect } from '../../../shared/endorsements/relationship-select.tsx';
import { apiErrorOf, useAnswerForm } from '../../../shared/forms/form-answer.ts';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';
import { closedReasonOf } from '../model/closed-reason.ts';

const FIELDS = ['endorserName', 'endorserTitle', 'relationship', 'text'] as const;

export type EndorsementFormProps = {
  requestId: string;
  request: PublicEndorsementRequest;
  /** The server's answer to this form's last post (what was typed, the failure). */
  answer: FormAnswer<string> | null;
};

/** A relationship as a plain form posts it (the enum number as text), or null when it is none. */
const relationshipOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The endorsement itself, a plain form: name and relationship prefilled from the request, title,
 * and the text. "Send" posts intent `send`; "Decline" posts intent `decline` (the server then asks
 * before declining) through a small form of its own, so that Enter in a field still sends the
 * endorsement.
 */
export function EndorsementForm({ requestId, request, answer }: EndorsementFormProps) {
  const { t, i18n } = useTranslation('endorsements');
  const plain = usePlainForm();
  const declineFormId = useId();
  const values = answer?.values ?? {};
  const error = answer?.error && apiErrorOf(answer.error);
  const text = values.text ?? '';
  const { field, fieldError, formError } = useAnswerForm<(typeof FIELDS)[number]>(
    {
      endorserName: values.endorserName ?? request.endorserName,
      endorserTitle: values.endorserTitle ?? '',
      text,
    },
    error && {
      error,
      // A request closed meanwhile gets its final word instead (the page's).
      fallback: closedReasonOf(error) ? undefined : t('errors.submit'),
      fields: FIELDS,
    },
  );
  /** The count's sentence for a plural form, its number left as #. */
  const countText = (form: 'one' | 'other') =>
    i18n.t(`endorsements:form.textCount_${form}`, {
      replace: { count: '#' },
      min: ENDORSEMENT_LIMITS.textMin,
      max: ENDORSEMENT_LIMITS.text,
    });

  return (
    <>
      <form noValidate {...plain.form}>
        <Stack gap="md">
          <input type="hidden" name="requestId" value={requestId} />
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
            name="relationship"
            value={relationshipOf(values.relationship) ?? request.relationship}
            error={fieldError('relationship')}
          />
          <Textarea
            label={t('form.text', { name: request.requesterName })}
            description={t('form.textCount', {
              count: text.trim().length,
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
          {formError && <FormErrorAlert message={formError} />}
          <Group justify="space-between" gap="sm">
            <Button
              variant="outline"
              color="red"
              type="submit"
              form={declineFormId}
              {...plain.intent('decline')}
            >
              {t('decline.action')}
            </Button>
            <Button type="submit" {...plain.intent('send')}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <form id={declineFormId} method="post" action={plain.action} style={{ display: 'contents' }}>
        <input type="hidden" name="requestId" value={requestId} />
      </form>
    </>
  );
}
