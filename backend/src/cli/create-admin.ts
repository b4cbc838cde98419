import 'reflect-metadata';
import { EMAIL_PATTERN, SIGNUP_PASSWORD_PATTERN } from '@community/vocabulary';
import { ensureAdmin } from '../database/ensure-admin';
import { openDatabase } from './open-database';
import { PasswordHasher } from '../modules/users/password-hasher.service';

/** npm run create-admin -- <email> <password> [name]: on the database the environment selects. */
async function main(): Promise<void> {
  const [email, password, ...name] = process.argv.slice(2);
  if (!email || !password) {
    console.error('usage: npm run create-admin -- <email> <password> [name]');
    process.exit(2);
  }
  if (!EMAIL_PATTERN.test(email)) {
    console.error(`not an email address: "${email}"`);
    process.exit(2);
  }
  // The admin can do everything, so its password follows at least the members' sign-up rule.
  if (!SIGNUP_PASSWORD_PATTERN.test(password)) {
    console.error('the password needs at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*');
    process.exit(2);
  }
  const dataSource = await openDatabase();
  const admin = await ensureAdmin(dataSource, new PasswordHasher(), { email, password, name: name.join(' ') || undefined });
  console.log(`admin ready: ${admin.email} (id ${admin.id})`);
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
