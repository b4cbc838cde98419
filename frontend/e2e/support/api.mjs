// Direct API calls for arranging test data (signing in, moderation) without the UI.
export const ADMIN = { email: 'admin@community.example', password: 'Admin#2024' };
export const DEMO_PASSWORD = 'Demo#2024';

export const CONFIRM_LINK = /\/confirm-email\/([A-Za-z0-9_-]+)/;

/**
 * `smtp`: the app's mail catcher. Members registered through `call` confirm their address the way a person does,
 * signed in, with the mailed link, so they may post and appear in directories (docs/security.md, "Proven email"); the
 * confirmation journey itself is tested through the browser (specs/auth.mjs).
 */
export function createApi(baseURL, smtp) {
  async function call(method, path, options = {}) {
    const data = await send(method, path, options);
    if (method === 'POST' && smtp && (path === '/auth/register' || path === '/auth/business-register')) {
      const mail = await smtp.waitFor(options.body.email, 15000, (m) => CONFIRM_LINK.test(m.text));
      // The link confirms from a session of its own account (docs/security.md, "Confirmation link").
      const { AuthToken } = await send('POST', '/auth/login', { body: { email: options.body.email, password: options.body.password } });
      await send('POST', '/auth/confirm-email', { token: AuthToken, body: { token: CONFIRM_LINK.exec(mail.text)[1] } });
    }
    return data;
  }
  async function send(method, path, { token, body } = {}) {
    const response = await fetch(`${baseURL}/api/v1${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${JSON.stringify(data)}`);
    return data;
  }
  async function login(email, password) {
    const data = await call('POST', '/auth/login', { body: { email, password } });
    return { token: data.AuthToken, user: data.user_details };
  }
  let adminToken;
  async function admin() {
    adminToken ??= (await login(ADMIN.email, ADMIN.password)).token;
    return adminToken;
  }
  async function members(role) {
    return (await call('GET', `/info/get-all-users?role=${role}`, { token: await admin() })).users;
  }
  /** A demo member of the role and industry; demo members share DEMO_PASSWORD. */
  async function demoMember(role, industry) {
    const found = (await members(role)).find((user) => user.industry === industry && user.email.endsWith('@community.example'));
    if (!found) throw new Error(`No demo ${role} in ${industry}`);
    return found;
  }
  return { call, login, admin, members, demoMember };
}

/** Signs the page in the way the app would after a login: the session keys in local storage. */
export async function signInPage(page, api, email, password) {
  const { token, user } = await api.login(email, password);
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth-token', t);
      localStorage.setItem('auth-user', JSON.stringify(u));
    },
    [token, user],
  );
  return { token, user };
}
