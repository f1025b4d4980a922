import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupErrors, type ReviewState } from '../model/import-review.ts';
import { reviewEdits } from '../model/import-review-edits.ts';
import { type Editing, EntryEditDialogs } from './entry-edit-dialogs.tsx';
import { EducationReview, ExperienceReview } from './entry-reviews.tsx';
import {
  CertificationReview,
  LanguageReview,
  LinkReview,
  ProfileReview,
  SkillReview,
} from './inline-reviews.tsx';
import { OtherReview } from './other-review.tsx';

export type ReviewStepProps = {
  state: ReviewState;
  /** The new state, and the key of the item that changed (its error is then out of date). */
  onChange: (next: ReviewState, key: string) => void;
  errors: Record<string, string>;
};

/** Step 3: every extracted item, grouped by section, to keep, edit or remove before saving. */
export function ReviewStep({ state, onChange, errors }: ReviewStepProps) {
  const { t } = useTranslation('cv');
  const [editing, setEditing] = useState<Editing>(null);
  const edits = reviewEdits(state, onChange, errors);
  const problems = groupErrors(errors);

  return (
    <Stack gap="xl">
      <ProfileReview items={state.profile} edits={edits} />
      <LinkReview items={state.links} edits={edits} />
      <ExperienceReview
        items={state.experiences}
        edits={edits}
        onEdit={(key) => setEditing({ group: 'experiences', key })}
      />
      <EducationReview
        items={state.educations}
        edits={edits}
        onEdit={(key) => setEditing({ group: 'educations', key })}
      />
      <CertificationReview items={state.certifications} edits={edits} />
      <SkillReview group="professional" items={state.professional} edits={edits} />
      <SkillReview group="personal" items={state.personal} edits={edits} />
      <LanguageReview items={state.language} edits={edits} />
      <OtherReview items={state.other} edits={edits} />
      {problems.length > 0 && (
        <Alert color="red" role="alert">
          {problems.join(' ')}
        </Alert>
      )}
      <EntryEditDialogs state={state} editing={editing} edits={edits} onClose={() => setEditing(null)} />
      <Text size="sm" c="dimmed">
        {t('import.reviewFooter')}
      </Text>
    </Stack>
  );
}
