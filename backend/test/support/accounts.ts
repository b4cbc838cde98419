import { HEALTH_INDUSTRY, LEGAL_INDUSTRY, Language, Role } from '@community/vocabulary';
import { User } from '../../src/modules/users/entities/user.entity';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service';
import { TestApp } from './test-app';

export const TEST_PASSWORD = 'Test#Pass1';

export interface Account {
  user: User;
  token: string;
  email: string;
}

let counter = 0;
const hashes = new Map<string, Promise<string>>();

export interface AccountSpec {
  role: Role;
  industry?: string | null;
  name?: string;
  email?: string;
  jobTitle?: string;
  description?: string;
  /** Defaults to true, as for every account not made by a password registration (docs/security.md). */
  emailConfirmed?: boolean;
  /** The member's language (issue #28); the column's default, en, when left out. */
  language?: Language;
}

/** Inserts an account and signs it in through the real login endpoint. */
export async function createAccount(testApp: TestApp, spec: AccountSpec): Promise<Account> {
  counter += 1;
  const email = (spec.email ?? `${spec.role}.${counter}.${process.pid}@community.test`).toLowerCase();
  if (!hashes.has(TEST_PASSWORD)) hashes.set(TEST_PASSWORD, new PasswordHasher().hash(TEST_PASSWORD));
  const user = await testApp.dataSource.getRepository(User).save(
    Object.assign(new User(), {
      name: spec.name ?? `${spec.role[0].toUpperCase()}${spec.role.slice(1)} ${counter}`,
      email,
      passwordHash: await hashes.get(TEST_PASSWORD)!,
      role: spec.role,
      industry: spec.industry === undefined ? (spec.role === 'admin' ? null : 'Technology, Engineering & Data') : spec.industry,
      phoneNumber: '+1 555 000 0000',
      jobTitle: spec.jobTitle ?? 'Tester',
      description: spec.description ?? null,
      mentorship: spec.role === 'helper' ? 'Yes' : spec.role === 'seeker' ? 'No' : null,
      profileComplete: true,
      emailConfirmed: spec.emailConfirmed ?? true,
      ...(spec.language ? { language: spec.language } : {}),
    }),
  );
  const response = await testApp.http.post('/api/v1/auth/login').send({ email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`login for ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { user, token: response.body.AuthToken, email };
}

/** The roles of the access matrix: anonymous has no account. */
export const PERSONAS = ['anonymous', 'seekerProfessional', 'seekerLegal', 'seekerClinic', 'helper', 'business', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export type Personas = Record<Exclude<Persona, 'anonymous'>, Account>;

export async function createPersonas(testApp: TestApp): Promise<Personas> {
  return {
    seekerProfessional: await createAccount(testApp, { role: 'seeker', industry: 'Technology, Engineering & Data' }),
    seekerLegal: await createAccount(testApp, { role: 'seeker', industry: LEGAL_INDUSTRY }),
    seekerClinic: await createAccount(testApp, { role: 'seeker', industry: HEALTH_INDUSTRY }),
    helper: await createAccount(testApp, { role: 'helper', industry: 'Arts, Communication, Media & Design' }),
    business: await createAccount(testApp, { role: 'business', industry: 'Hospitality, Sports & Recreation' }),
    admin: await createAccount(testApp, { role: 'admin', industry: null }),
  };
}
