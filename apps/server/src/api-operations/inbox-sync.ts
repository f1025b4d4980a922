import type { ApiOperations } from '../platform/http/openapi.ts';
import { op } from './operation.ts';

/** A connected mailbox, its syncs and the suggestions they make. */
export const inboxSyncOperations = (): ApiOperations => ({
  'GET /api/inbox/connection': op('inbox-sync', 'getInboxConnection', 'Get the connected mailbox', {
    description: 'The mailbox without its password, or `connection: null` while none is connected.',
  }),
  'PUT /api/inbox/connection': op('inbox-sync', 'connectInbox', 'Connect a mailbox', {
    description:
      'Logs in over IMAP to check the settings, then keeps them (the password encrypted). TLS is required (`secure`, or STARTTLS) except to this machine; a host on a private or loopback address is refused unless the server sets INBOX_ALLOW_PRIVATE_HOSTS=true. A failed login, a missing folder or a server that does not answer is a 422 saying what to do.',
    example: {
      host: 'imap.gmail.com',
      port: 993,
      secure: true,
      username: 'kari@example.com',
      password: 'app-password',
      folder: 'INBOX',
      autoApply: false,
      timeZone: 'Europe/Oslo',
    },
    errors: [422],
  }),
  'DELETE /api/inbox/connection': op('inbox-sync', 'disconnectInbox', 'Disconnect the mailbox', {
    description: 'Deletes the connection and every fact and suggestion read from it.',
  }),
  'PUT /api/inbox/connection/settings': op('inbox-sync', 'saveInboxSettings', 'Save the mailbox settings', {
    description: '`autoApply`: apply each suggestion as it arrives instead of waiting for a click.',
  }),
  'POST /api/inbox/sync': op('inbox-sync', 'syncInbox', 'Read the mailbox now', {
    description:
      'Reads what arrived since the last sync (the first: the last 30 days) and answers how many messages were read and the suggestions they made. 409 while another sync of the mailbox runs.',
  }),
  'GET /api/inbox/suggestions': op(
    'inbox-sync',
    'listInboxSuggestions',
    'List the suggestions from the inbox',
    {
      description: 'Suggestions waiting for a decision, newest mail first.',
    },
  ),
  'POST /api/inbox/suggestions/:id/accept': op('inbox-sync', 'acceptInboxSuggestion', 'Apply a suggestion', {
    description:
      "Moves the job forward to the mail's lane (an offer: hired), sets the interview, or adds the job in Applied when none matched; the job's timeline says so.",
  }),
  'POST /api/inbox/suggestions/:id/undo': op(
    'inbox-sync',
    'undoInboxSuggestion',
    'Undo an applied suggestion',
    {
      description:
        'Puts back the lane and interview the job had (a job the suggestion added is deleted); the suggestion waits again.',
    },
  ),
  'DELETE /api/inbox/suggestions/:id': op('inbox-sync', 'dismissInboxSuggestion', 'Dismiss a suggestion'),
});
