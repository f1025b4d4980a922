import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Alert, Stack } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { needsConnection } from '../../../shared/offline/needs-connection.ts';
import { isUnsavedId } from '../../../shared/offline/write-queue.ts';
import { LoadingBars } from '../../../shared/ui/loading-bars.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useCreateJob } from '../api/create-job.ts';
import { useJob } from '../api/job.ts';
import { useJobFromLink } from '../api/job-from-link.ts';
import { useUpdateJob } from '../api/update-job.ts';
import type { FormDrawerState } from '../model/board-view.ts';
import { jobFormByHand, jobFormDefaults, jobFormFromLink } from '../model/job-form.ts';
import { JobDrawer } from './job-drawer.tsx';
import type { JobFormSubmit } from './job-form.tsx';
import { JobForm } from './job-form.tsx';

export type JobFormDrawerProps = {
  /** open, drawerType create | edit; jobData is loaded here for edit. */
  state: FormDrawerState;
  onClose: () => void;
  onSaved: () => void;
};

/** The create/edit drawer. Edit loads the whole job first (the board holds no description or notes). */
export function JobFormDrawer({ state, onClose, onSaved }: JobFormDrawerProps) {
  const { t } = useTranslation('jobs');
  const editJobId = state.open && state.drawerType === 'edit' ? state.jobId : null;
  const fromLink = state.open && state.drawerType === 'create' ? (state.fromLink ?? null) : null;
  const byHand = state.open && state.drawerType === 'create' ? (state.byHand ?? null) : null;
  const jobQuery = useJob(editJobId);
  const linkQuery = useJobFromLink(fromLink);
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();

  // A failure is toasted (the mutations' meta) and said in the form.
  const handleSubmit = async ({ values, file, onUploadProgress }: JobFormSubmit) => {
    if (!onlineManager.isOnline()) {
      // Offline the change is shown at once and waits to be sent; a file cannot wait (it is not
      // kept in this browser), so a change with one needs the connection.
      if (file) throw needsConnection();
      if (editJobId) {
        const { isPinned: _isPinned, ...input } = values;
        updateJob.mutate({ jobId: editJobId, input });
      } else {
        const { removeAttachment: _remove, ...input } = values;
        createJob.mutate({ input });
      }
      // A job that is itself still waiting to be saved refuses the edit (its toast says so).
      if (!editJobId || !isUnsavedId(editJobId))
        toast.success(t('form.waiting', { position: values.position }));
      onSaved();
      return;
    }
    if (editJobId) {
      const { isPinned: _isPinned, ...input } = values;
      const job = await updateJob.mutateAsync({ jobId: editJobId, input, file, onUploadProgress });
      toast.success(t('form.updated', { position: job.position }));
      onSaved();
    } else {
      const { removeAttachment: _remove, ...input } = values;
      const job = await createJob.mutateAsync({ input, file, onUploadProgress });
      toast.success(t('form.created', { position: job.position }));
      onSaved();
    }
  };

  const title = editJobId ? t('form.editTitle') : t('form.createTitle');
  const createForm = (key: string, initialValues?: ReturnType<typeof jobFormDefaults>) => (
    <JobForm
      key={key}
      mode="create"
      initialValues={initialValues}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
  let body = null;
  if (fromLink && linkQuery.data) {
    // Read from the ad: the person checks every field before saving.
    body = (
      <Stack gap="md">
        <Alert variant="light" color={linkQuery.data.foundIn === 'jobPosting' ? 'lane' : 'yellow'}>
          {t(`fromLink.found.${linkQuery.data.foundIn}`)}
        </Alert>
        {createForm(`link:${fromLink}`, jobFormFromLink(linkQuery.data))}
      </Stack>
    );
  } else if (fromLink && linkQuery.error) {
    // The ad could not be read (again): say why, and let the job be typed in with its link.
    body = (
      <Stack gap="md">
        <Alert variant="light" color="red">
          {errorMessage(linkQuery.error, t('fromLink.failed'))}
        </Alert>
        {createForm(`link-failed:${fromLink}`, { ...jobFormDefaults(), postingUrl: fromLink })}
      </Stack>
    );
  } else if (fromLink) {
    body = <FormSkeleton label={t('fromLink.reading')} />;
  } else if (byHand) {
    // The ad could not be read: the person types the job in, its link already there.
    body = (
      <Stack gap="md">
        <Alert variant="light" color="yellow">
          {t('fromLink.byHandNote')}
        </Alert>
        {createForm(`by-hand:${byHand}`, jobFormByHand(byHand))}
      </Stack>
    );
  } else if (state.open && state.drawerType === 'create') {
    body = createForm('create');
  } else if (editJobId && jobQuery.data) {
    body = (
      <JobForm key={editJobId} mode="edit" job={jobQuery.data} onSubmit={handleSubmit} onCancel={onClose} />
    );
  } else if (editJobId && jobQuery.error) {
    body = (
      <Alert color="red" variant="light">
        {errorMessage(jobQuery.error, FALLBACK_ERRORS.fetchJob)}
      </Alert>
    );
  } else if (editJobId) {
    body = <FormSkeleton label={t('form.loadingJob')} />;
  }

  return (
    <JobDrawer opened={state.open} onClose={onClose} title={title}>
      {body}
    </JobDrawer>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <LoadingBars label={label} bars={[{ height: 36 }, { height: 36 }, { height: 36 }, { height: 120 }]} />
  );
}
