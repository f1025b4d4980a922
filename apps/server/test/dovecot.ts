import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll } from 'vitest';

/** Where Debian's dovecot-imapd puts the server (DOVECOT_BIN elsewhere). */
const DOVECOT = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const greets = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** The uid and gid of a system user, from /etc/passwd. */
const systemUser = (name: string): { uid: number; gid: number } | null => {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return line ? { uid: Number(uid), gid: Number(gid) } : null;
};

/**
 * Who Dovecot's processes run as. As root (CI, these machines) the login and internal processes
 * take Debian's `dovenull` and `dovecot` users and mail is kept as `dovecot`; otherwise everything
 * runs as the current user.
 */
const identities = () => {
  const me = os.userInfo();
  if (me.uid !== 0) return { login: me.username, internal: me.username, mail: { uid: me.uid, gid: me.gid } };
  const dovecot = systemUser('dovecot');
  if (!dovecot || !systemUser('dovenull'))
    throw new Error('The dovecot and dovenull users are missing: install dovecot-imapd');
  return { login: 'dovenull', internal: 'dovecot', mail: dovecot };
};

export type Dovecot = {
  host: string;
  port: number;
  /** Puts a message into a user's folder (IMAP APPEND), dated `date`. */
  deliver: (user: string, raw: string, date?: Date, folder?: string) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A real IMAP server for a test: Dovecot on a free loopback port, with a throwaway configuration
 * in a temp folder (plain IMAP, passwd-file users with the given passwords, maildir mail), started
 * in the foreground and stopped with its folder removed.
 */
export const startDovecot = async (users: Record<string, string>): Promise<Dovecot> => {
  if (!fs.existsSync(DOVECOT)) throw new Error(`No Dovecot at ${DOVECOT}: install dovecot-imapd`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const who = identities();
  for (const sub of ['run', 'state', 'mail']) fs.mkdirSync(path.join(dir, sub));
  fs.chownSync(path.join(dir, 'mail'), who.mail.uid, who.mail.gid);
  const usersFile = path.join(dir, 'users');
  fs.writeFileSync(
    usersFile,
    Object.entries(users)
      .map(([name, password]) => `${name}:{PLAIN}${password}\n`)
      .join(''),
  );
  const config = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_login_user = ${who.login}
default_internal_user = ${who.internal}
default_internal_group = ${who.internal}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${usersFile}
}
userdb {
  driver = static
  args = uid=${who.mail.uid} gid=${who.mail.gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await greets(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.existsSync(path.join(dir, 'dovecot.log'))
        ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8')
        : '';
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`Dovecot did not start: ${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    host: '127.0.0.1',
    port,
    deliver: async (user, raw, date, folder = 'INBOX') => {
      const password = users[user];
      if (password === undefined) throw new Error(`No test user ${user}`);
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        doSTARTTLS: false,
        auth: { user, pass: password },
        logger: false,
      });
      await client.connect();
      try {
        if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => undefined);
        await client.append(folder, raw, [], date);
      } finally {
        await client.logout();
      }
    },
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * A test file's Dovecot for `users` (name → password): started before the file's tests, stopped
 * after them. `connection` is what PUT /api/inbox/connection takes to reach a user's mailbox (the
 * user's own password unless another is given).
 */
export const dovecotForFile = (users: Record<string, string>) => {
  const dovecot = {} as Dovecot;
  beforeAll(async () => {
    Object.assign(dovecot, await startDovecot(users));
  }, 30_000);
  afterAll(() => dovecot.stop());
  const connection = (username: string, password = users[username], more: object = {}) => ({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    username,
    password,
    ...more,
  });
  return { dovecot, connection };
};
