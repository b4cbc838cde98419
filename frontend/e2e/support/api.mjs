// Direct API calls for arranging test data (signing in, moderation) without the UI.
export const ADMIN = { email: 'admin@community.example', password: 'Admin#2024' };
export const DEMO_PASSWORD = 'Demo#2024';

export function createApi(baseURL) {
  async function call(method, path, { token, body } = {}) {
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
  await page.evaluate(([t, u]) => {
    localStorage.setItem('auth-token', t);
    localStorage.setItem('auth-user', JSON.stringify(u));
  }, [token, user]);
  return { token, user };
}
