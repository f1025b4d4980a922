import type {
  Certification,
  CertificationInput,
  EducationInput,
  ExperienceInput,
} from '@hirelane/contract/cv';
import type { EducationDraft, ExperienceDraft } from '@hirelane/contract/cv-import';
import type { EndorsementRequestInput } from '@hirelane/contract/endorsements';
import type { DefaultValues } from 'react-hook-form';

// Forms hold '' for empty text (inputs cannot hold null) and null for an empty month; the
// contract schemas turn '' back into null on submit. An entry is a stored one to edit, or one a CV
// import found (a draft: it may lack a start month).

/** Values of the experience form: a new entry, or `entry` to edit; a current job has no end month. */
export function experienceFormValues(entry?: ExperienceDraft): ExperienceInput {
  return {
    title: entry?.title ?? '',
    company: entry?.company ?? '',
    location: entry?.location ?? '',
    employmentType: entry?.employmentType ?? null,
    startDate: entry?.startDate ?? '',
    endDate: entry?.isCurrent ? null : (entry?.endDate ?? null),
    isCurrent: entry?.isCurrent ?? false,
    description: entry?.description ?? '',
  };
}

export function educationFormValues(entry?: EducationDraft): EducationInput {
  return {
    school: entry?.school ?? '',
    degree: entry?.degree ?? '',
    field: entry?.field ?? '',
    startDate: entry?.startDate ?? '',
    endDate: entry?.endDate ?? null,
    grade: entry?.grade ?? '',
    description: entry?.description ?? '',
  };
}

export function certificationFormValues(entry?: Certification): CertificationInput {
  return {
    name: entry?.name ?? '',
    issuer: entry?.issuer ?? '',
    issueDate: entry?.issueDate ?? null,
    expiryDate: entry?.expiryDate ?? null,
    credentialId: entry?.credentialId ?? '',
    credentialUrl: entry?.credentialUrl ?? '',
    removeFile: false,
  };
}

/** A new request starts with no relationship chosen (left out), so the select asks for one. */
export function endorsementRequestFormValues(
  request?: EndorsementRequestInput,
): DefaultValues<EndorsementRequestInput> {
  const values = {
    endorserName: request?.endorserName ?? '',
    endorserEmail: request?.endorserEmail ?? '',
    message: request?.message ?? '',
  };
  return request ? { ...values, relationship: request.relationship } : values;
}
