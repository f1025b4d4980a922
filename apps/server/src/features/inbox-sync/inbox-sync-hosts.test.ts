import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';

// The installation's default: INBOX_ALLOW_PRIVATE_HOSTS unset.
const t = await fileTestApp();

describe('a mailbox on this server or its network, without INBOX_ALLOW_PRIVATE_HOSTS', () => {
  it('is refused with a sentence before any connection', async () => {
    const user = await signedInUser(t);
    for (const host of ['127.0.0.1', 'localhost', '10.0.0.8', '[::1]', '169.254.169.254']) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/inbox/connection',
        headers: { origin: TEST_ORIGIN, ...user.auth },
        payload: { host, port: 143, secure: false, username: 'kari', password: 'pw' },
      });
      expect(answer.statusCode, host).toBe(422);
      expect(answer.json(), host).toMatchObject({
        code: 'MAILBOX_REFUSED',
        message: expect.stringContaining('which this server does not connect to'),
      });
    }
    expect(await t.db.selectFrom('inbox_connections').selectAll().execute()).toEqual([]);
  });
});
