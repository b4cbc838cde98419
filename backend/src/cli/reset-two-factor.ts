import 'reflect-metadata';
import { EMAIL_PATTERN } from '@community/vocabulary';
import { loadConfig } from '../config/app-config';
import { Clock } from '../common/clock/clock';
import { User } from '../modules/users/entities/user.entity';
import { normalizeEmail } from '../modules/users/users.service';
import { MailService } from '../modules/mail/mail.service';
import { MailOutboxRepository } from '../modules/mail/mail-outbox.repository';
import type { MailOutboxWorker } from '../modules/mail/mail-outbox.worker';
import { moveCredentialsVersion } from '../modules/users/credentials-version.service';
import { TwoFactorSecret } from '../modules/two-factor/entities/two-factor-secret.entity';
import { RecoveryCode } from '../modules/two-factor/entities/recovery-code.entity';
import { TwoFactorRepository } from '../modules/two-factor/two-factor.repository';
import { twoFactorEmails } from '../modules/two-factor/two-factor-emails';
import { openDatabase } from './open-database';

/**
 * npm run reset-two-factor -- <email>: on the server, for the one case the admin panel cannot help, the only admin
 * having lost both the phone and the recovery codes. Does what the panel's Reset two-factor does (every session
 * ends, the account sets it up again at its next sign-in, a mail tells it), except the audit entry: no admin is
 * signed in to name. The mail waits in the outbox for a running app to send it (docs/deploy.md).
 */
async function main(): Promise<void> {
  const [email, ...extra] = process.argv.slice(2);
  if (!email || extra.length) {
    console.error('usage: npm run reset-two-factor -- <email>');
    process.exit(2);
  }
  if (!EMAIL_PATTERN.test(email)) {
    console.error(`not an email address: "${email}"`);
    process.exit(2);
  }
  const dataSource = await openDatabase();
  try {
    const account = await dataSource.getRepository(User).findOneBy({ email: normalizeEmail(email) });
    if (!account) {
      console.error(`no account uses "${email}"`);
      process.exitCode = 1;
      return;
    }
    // No outbox worker runs in this process: the app's own worker sends the mail on its next poll.
    const mail = new MailService(new MailOutboxRepository(dataSource), { queued: () => undefined } as unknown as MailOutboxWorker, new Clock(), loadConfig());
    const twoFactor = new TwoFactorRepository(dataSource.getRepository(TwoFactorSecret), dataSource.getRepository(RecoveryCode));
    const reset = await dataSource.transaction(async (manager) => {
      // TwoFactorService.turnOffInside's two writes: the secret and codes go, and every session and emailed link ends.
      if (!(await twoFactor.removeIfOn(account.id, manager))) return false;
      await moveCredentialsVersion(manager, account.id);
      await mail.enqueue(manager, twoFactorEmails.resetByAdmin(account.email, account.name));
      return true;
    });
    if (!reset) {
      console.error(`two-factor sign-in is not on for ${account.email}`);
      process.exitCode = 1;
      return;
    }
    console.log(`two-factor reset: ${account.email} (id ${account.id}); every session ended, it is set up again at the next sign-in`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
