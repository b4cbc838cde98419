import { DataSource } from 'typeorm';
import { User } from '../modules/users/entities/user.entity';
import { PasswordHasher } from '../modules/users/password-hasher.service';
import { normalizeEmail } from '../modules/users/users.service';
import { moveCredentialsVersion } from '../modules/users/credentials-version.service';

/** Creates the admin account, or makes an existing account with that email an admin with that password. */
export async function ensureAdmin(dataSource: DataSource, hasher: PasswordHasher, admin: { name?: string; email: string; password: string }): Promise<User> {
  const users = dataSource.getRepository(User);
  const email = normalizeEmail(admin.email);
  const existing = await users.findOneBy({ email });
  const passwordHash = await hasher.hash(admin.password);
  if (existing) {
    if (existing.role === 'admin' && (await hasher.verify(existing.passwordHash, admin.password))) return existing;
    // The operator named this address: it counts as proven (docs/security.md, "Proven email").
    Object.assign(existing, {
      role: 'admin',
      passwordHash,
      suspendedAt: null,
      emailConfirmed: true,
      emailConfirmationHash: null,
      emailConfirmationExpiresAt: null,
    });
    return dataSource.transaction(async (manager) => {
      // Whoever held the account before the operator named it ends: every session and emailed link.
      await moveCredentialsVersion(manager, existing.id);
      existing.tokenVersion += 1;
      return manager.save(existing);
    });
  }
  return users.save(
    Object.assign(new User(), { name: admin.name ?? 'Administrator', email, passwordHash, role: 'admin', profileComplete: true, emailConfirmed: true }),
  );
}
