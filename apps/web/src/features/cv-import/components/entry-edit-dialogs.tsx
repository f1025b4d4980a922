import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EducationForm } from '../../../shared/cv/forms/education-form.tsx';
import { ExperienceForm } from '../../../shared/cv/forms/experience-form.tsx';
import { FormModal } from '../../../shared/cv/forms/form-modal.tsx';
import type { EntryDraft } from '../../../shared/cv/forms/use-entry-form.ts';
import type { Reviewed, ReviewState } from '../model/import-review.ts';
import type { ReviewEdits } from '../model/import-review-edits.ts';

/** The groups whose extracted entries open in the CV builder's full form. */
type FormGroup = 'experiences' | 'educations';

/** The extracted entry open in its full form, if any. */
export type Editing = { group: FormGroup; key: string } | null;

export type EntryEditDialogsProps = {
  state: ReviewState;
  editing: Editing;
  edits: ReviewEdits;
  onClose: () => void;
};

/** The CV builder's experience and education forms, for an extracted entry; saving also ticks it. */
export function EntryEditDialogs({ state, editing, edits, onClose }: EntryEditDialogsProps) {
  const { t } = useTranslation('cv');
  const edited = <Item extends { key: string }>(group: FormGroup, items: Item[]) =>
    editing?.group === group ? items.find((item) => item.key === editing.key) : undefined;
  return (
    <>
      <EditDialog
        title={t('experience.editTitle')}
        item={edited('experiences', state.experiences)}
        Form={ExperienceForm}
        onSave={(key, value) => edits.update('experiences', key, { value, include: true })}
        onClose={onClose}
      />
      <EditDialog
        title={t('education.editTitle')}
        item={edited('educations', state.educations)}
        Form={EducationForm}
        onSave={(key, value) => edits.update('educations', key, { value, include: true })}
        onClose={onClose}
      />
    </>
  );
}

type EditDialogProps<Input> = {
  title: string;
  /** The entry being edited; the dialog is closed without one. */
  item: Reviewed<Input> | undefined;
  Form: ComponentType<{ draft: EntryDraft<Input>; onDone: () => void }>;
  onSave: (key: string, value: Input) => void;
  onClose: () => void;
};

/** One section's form in its dialog, editing the extracted entry instead of sending it. */
function EditDialog<Input>({ title, item, Form, onSave, onClose }: EditDialogProps<Input>) {
  return (
    <FormModal opened={item !== undefined} title={title} onClose={onClose}>
      {item && (
        <Form draft={{ values: item.value, onSave: (value) => onSave(item.key, value) }} onDone={onClose} />
      )}
    </FormModal>
  );
}
