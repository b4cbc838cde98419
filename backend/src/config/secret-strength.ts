/**
 * What production refuses as a secret (docs/security.md, "Secrets in production"): a value this repository has
 * ever published, and a value too predictable to be random.
 */

/**
 * Every secret-like value the repository's example files, docs and demo data have shipped, now or before: anyone
 * who read them can sign tokens, open sealed text or sign in with them. backend/test/api/config.test.ts scans the
 * example files and docs, so a new one cannot be published without landing here.
 */
export const SHIPPED_SECRETS: readonly string[] = [
  // JWT_SECRET: the old development default, and docker/.env.example's placeholder until issue #23.
  'dev-only-secret-change-me',
  'change-me-to-at-least-32-random-characters-0123456789',
  // DATA_ENCRYPTION_KEY placeholder (docker/.env.example until issue #23).
  'change-me-to-the-output-of-openssl-rand-base64-32',
  // MYSQL_PASSWORD / MYSQL_ROOT_PASSWORD placeholders (docker/.env.example), and .env.example's DATABASE_URL example.
  'change-me-to-a-long-random-value',
  'change-me-to-another-long-random-value',
  'secret',
  // SMTP_URL examples' password.
  'password',
  // The demo admin's and demo members' passwords (README, docs/testing.md, database/seeds/demo-data.ts).
  'Admin#2024',
  'Demo#2024',
  // Secrets the benchmark and the image check once set in production mode (they now make their own at run time).
  'bench-secret-that-is-long-enough-for-production-0123',
  'YmVuY2gtZGF0YS1rZXktb2YtMzItYnl0ZXMtbG9uZyE=',
  'verify-build-secret-that-is-long-enough-000',
];

const shipped = new Set(SHIPPED_SECRETS.map((value) => value.toLowerCase()));

/** Compared without case: `Change-Me-...` is the same published text. */
export function isShippedSecret(value: string): boolean {
  return shipped.has(value.trim().toLowerCase());
}

/** NIST SP 800-57's smallest security strength still allowed for keys (112 bits). */
export const MIN_SECRET_BITS = 112;

/** The characters a value draws from: hex when it is only hex digits, else the classes it uses, printable ASCII's sizes. */
function alphabetSize(symbols: readonly number[]): number {
  const text = String.fromCharCode(...symbols.filter((code) => code < 0x10000));
  if (symbols.some((code) => code > 0x7e || code < 0x20)) return 256;
  if (/^[0-9a-f]+$/.test(text) || /^[0-9A-F]+$/.test(text)) return 16;
  let size = 0;
  if (/[a-z]/.test(text)) size += 26;
  if (/[A-Z]/.test(text)) size += 26;
  if (/[0-9]/.test(text)) size += 10;
  if (/[^a-zA-Z0-9]/.test(text)) size += 33;
  return size;
}

/** How many symbols from `at` continue a run of equal steps (aaaa, abcd, 9876): at least 3 to count. */
function runLength(symbols: readonly number[], at: number): number {
  if (at + 2 >= symbols.length) return 0;
  const step = symbols[at + 1] - symbols[at];
  if (Math.abs(step) > 1) return 0;
  let end = at + 1;
  while (end + 1 < symbols.length && symbols[end + 1] - symbols[end] === step) end += 1;
  return end - at + 1 >= 3 ? end - at + 1 : 0;
}

/** The longest stretch from `at` (3 or more symbols) that already appeared earlier: "abcXYZabcXYZ" repeats itself. */
function repeatLength(symbols: readonly number[], at: number): number {
  let best = 0;
  for (let start = 0; start < at; start += 1) {
    let length = 0;
    while (at + length < symbols.length && symbols[start + length] === symbols[at + length]) length += 1;
    best = Math.max(best, length);
  }
  return best >= 3 ? best : 0;
}

/**
 * A deliberately plain estimate of the bits a guesser must cover (docs/security.md, "Secrets in production"): each
 * symbol is worth log2 of the alphabet its classes make (hex 16; lower, upper, digits, other printable 26/26/10/33;
 * any other byte 256), and a run of equal steps (aaaa, abcd, 1234) or a stretch that repeats an earlier one costs one
 * symbol, not its length, as a guesser tries those first. Random values score near their true size (openssl rand
 * -base64 48: about 420 bits; 32 random bytes: about 256); words are not recognised, which the published list and
 * the length rule cover.
 */
export function estimatedBits(symbols: readonly number[]): number {
  const perSymbol = Math.log2(alphabetSize(symbols));
  let charged = 0;
  for (let at = 0; at < symbols.length;) {
    const skip = Math.max(runLength(symbols, at), repeatLength(symbols, at), 1);
    charged += 1;
    at += skip;
  }
  return charged * perSymbol;
}

export const textSymbols = (text: string): number[] => Array.from(text, (character) => character.codePointAt(0)!);
