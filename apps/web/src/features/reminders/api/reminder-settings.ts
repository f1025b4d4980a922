import type { MessageResponse } from '@hirelane/contract/common';
import type { ReminderSettings } from '@hirelane/contract/reminders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../shared/http/get-query.ts';
import { http } from '../../../shared/http/http.ts';
import { useCacheMutation } from '../../../shared/http/use-cache-mutation.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

const settingsKey = ['reminders', 'settings'] as const;

/** GET /reminders/settings: the user's choices (the defaults until they save). */
const reminderSettingsOptions = () =>
  getQuery<ReminderSettings>(settingsKey, '/reminders/settings', () => textOf('reminders', 'errors.load'));

export function useReminderSettings() {
  return useQuery(reminderSettingsOptions());
}

/** PUT /reminders/settings: the saved settings become the cached ones. */
export function useSaveReminderSettings() {
  return useCacheMutation(
    settingsKey,
    (settings: ReminderSettings) => http.put<ReminderSettings>('/reminders/settings', settings),
    undefined,
    () => textOf('reminders', 'errors.save'),
  );
}

/** POST /reminders/unsubscribe: the mail's token is the only credential (no session needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      http.post<MessageResponse>('/reminders/unsubscribe', { token }, { withAuth: false }),
  });
}
