import type { EducationInput, ExperienceInput } from '@hirelane/contract/cv';
import { useTranslation } from 'react-i18next';
import { EducationForm } from '../../../shared/cv/forms/education-form.tsx';
import { ExperienceForm } from '../../../shared/cv/forms/experience-form.tsx';
import { FormModal } from '../../../shared/cv/forms/form-modal.tsx';
import type { ReviewState } from '../model/import-review.ts';
import type { ReviewEdits } from '../model/import-review-edits.ts';

/** The extracted entry open in its full form, if any. */
export type Editing = { group: 'experiences' | 'educations'; key: string } | null;

export type EntryEditDialogsProps = {
  state: ReviewState;
  editing: Editing;
  edits: ReviewEdits;
  onClose: () => void;
};

/** The CV builder's experience and education forms, for an extracted entry; saving also ticks it. */
export function EntryEditDialogs({ state, editing, edits, onClose }: EntryEditDialogsProps) {
  const { t } = useTranslation('cv');
  const editedExperience =
    editing?.group === 'experiences' ? state.experiences.find((i) => i.key === editing.key) : undefined;
  const editedEducation =
    editing?.group === 'educations' ? state.educations.find((i) => i.key === editing.key) : undefined;
  return (
    <>
      <FormModal opened={editedExperience !== undefined} title={t('experience.editTitle')} onClose={onClose}>
        {editedExperience && (
          <ExperienceForm
            draft={{
              values: editedExperience.value,
              onSave: (value: ExperienceInput) =>
                edits.update('experiences', editedExperience.key, { value, include: true }),
            }}
            onDone={onClose}
          />
        )}
      </FormModal>
      <FormModal opened={editedEducation !== undefined} title={t('education.editTitle')} onClose={onClose}>
        {editedEducation && (
          <EducationForm
            draft={{
              values: editedEducation.value,
              onSave: (value: EducationInput) =>
                edits.update('educations', editedEducation.key, { value, include: true }),
            }}
            onDone={onClose}
          />
        )}
      </FormModal>
    </>
  );
}
