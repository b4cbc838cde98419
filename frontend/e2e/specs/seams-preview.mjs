// Issue #24, "the seams between features": a Messages row shows the start of the latest message (the request's text,
// then the newest reply) on both sides, never a legal or clinic thread's (a neutral line instead), at 390 and 1280 px
// with axe and screenshots (frontend/test-output/seams-preview-*.png).
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';

const AGRICULTURE = 'Agriculture, Environment & Sustainability';
const LEGAL = 'Government, Policy, Law & International Affairs';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const run = Date.now().toString(36);

async function switchUser(page, context, api, email) {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  return signInPage(page, api, email, DEMO_PASSWORD);
}

async function demoPair(api, industry, index) {
  const ofRole = async (role) => (await api.members(role)).filter((u) => u.industry === industry && u.email.endsWith('@community.example'))[index];
  return { helper: await ofRole('helper'), seeker: await ofRole('seeker') };
}

/** The row of a box named after the other side, once the list has loaded. */
async function rowOf(page, box, otherName) {
  await page.goto(box === 'sent' ? '/messages?box=sent' : '/messages');
  const rows = page.getByRole('list', { name: `${box === 'sent' ? 'Sent' : 'Received'} conversations` });
  const row = rows.getByRole('button', { name: new RegExp(otherName) }).first();
  await row.waitFor();
  return row;
}

/** The preview line of a row: at most two lines tall, and nothing on the page scrolls sideways. */
async function assertClamped(page, preview, what) {
  // A new viewport re-lays the page out (the list and the thread switch places): measure once it has settled.
  // Poll through the locator, not an element handle: at the new width the row may be rendered afresh, and a handle
  // to the old element would stay detached (0 px) for ever.
  await preview.waitFor({ state: 'visible' });
  for (let tries = 0; (await preview.evaluate((el) => el.getBoundingClientRect().height)) === 0; tries += 1) {
    assert.ok(tries < 100, `${what}: the preview never got a height`);
    await page.waitForTimeout(100);
  }
  const { height, lineHeight } = await preview.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
  assert.ok(height <= 2 * lineHeight + 1, `${what}: the preview is ${height} px tall, more than two lines of ${lineHeight} px`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, `${what}: the page scrolls sideways`);
}

export const previewSeamTests = [
  {
    name: 'seams: messages: a row previews the request, then the newest reply, on both sides; no "description:" label (1280 and 390 px, axe)',
    viewport: DESKTOP,
    async run({ page, context, api }) {
      const { helper, seeker } = await demoPair(api, AGRICULTURE, 0);
      const request = `Could we talk about starting a community garden on the old school field? ${run}`;
      const reply = `Gladly. Bring a sketch of the field and a list of the neighbours who want to help, and we will plan the first season together over coffee next week. ${run}`;

      // The sender writes from the directory, as a member would.
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto('/professionalnetwork');
      await page.getByRole('list', { name: 'Members' }).waitFor();
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('q') === helper.name),
        page.getByLabel('Search by name or job title').fill(helper.name),
      ]);
      await page
        .getByRole('button', { name: `Profile: ${helper.name}` })
        .first()
        .click();
      await page.getByRole('dialog', { name: helper.name, exact: true }).getByRole('button', { name: 'Contact' }).click();
      const contact = page.getByRole('dialog', { name: `Contact ${helper.name}` });
      await contact.getByLabel('Message').fill(request);
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await contact.getByRole('button', { name: 'Submitted' }).waitFor();
      const sentRow = await rowOf(page, 'sent', helper.name);
      await sentRow.getByText(request, { exact: true }).waitFor();

      // The receiver: the row shows the request's own text, and so does the thread, without a field label.
      await switchUser(page, context, api, helper.email);
      const received = await rowOf(page, 'received', seeker.name);
      await received.getByText(request, { exact: true }).waitFor();
      assert.doesNotMatch(await received.innerText(), /description:/);
      await received.click();
      const thread = page.getByRole('article', { name: seeker.name });
      await thread.getByText(request, { exact: true }).waitFor();
      assert.doesNotMatch(await thread.innerText(), /description:/, "the thread shows the request's text itself");
      await screenshot(page, 'seams-preview-thread-1280');
      await thread.getByLabel('Your reply').fill(reply);
      await thread.getByRole('button', { name: 'Send reply' }).click();
      await thread.getByRole('list', { name: 'Replies' }).getByText(reply).waitFor();

      // The reply is longer than a preview: the API cuts it on a word, the row shows at most two lines.
      const afterReply = await rowOf(page, 'received', seeker.name);
      const preview = afterReply.getByText(/^Gladly\. Bring a sketch of the field/);
      await preview.waitFor();
      const shown = await preview.innerText();
      assert.ok(shown.endsWith('…') && reply.startsWith(shown.slice(0, -1)) && [...shown].length <= 120, `the reply's start, cut with an ellipsis: "${shown}"`);
      await assertClamped(page, preview, 'received, 1280 px');
      await checkA11y(page, 'messages with previews (1280 px)');
      await screenshot(page, 'seams-preview-received-1280');

      await page.setViewportSize(PHONE);
      await assertClamped(page, preview, 'received, 390 px');
      await checkA11y(page, 'messages with previews (390 px)');
      await screenshot(page, 'seams-preview-received-390');

      // The sender sees the same start of the reply in the Sent box.
      await switchUser(page, context, api, seeker.email);
      const sentAfter = await rowOf(page, 'sent', helper.name);
      const sentPreview = sentAfter.getByText(/^Gladly\. Bring a sketch of the field/);
      await sentPreview.waitFor();
      assert.equal(await sentPreview.innerText(), shown);
      await assertClamped(page, sentPreview, 'sent, 390 px');
      await checkA11y(page, 'sent messages with previews (390 px)');
      await screenshot(page, 'seams-preview-sent-390');
      await page.setViewportSize(DESKTOP);
      await assertClamped(page, sentPreview, 'sent, 1280 px');
      await screenshot(page, 'seams-preview-sent-1280');
    },
  },
  {
    name: 'seams: messages: a legal request\'s row shows "Legal request", never its text, on both sides (390 and 1280 px, axe)',
    viewport: PHONE,
    async run({ page, context, api }) {
      const { helper: lawyer, seeker: client } = await demoPair(api, LEGAL, 1);
      const secret = `My landlord kept the deposit of flat 4B ${run}`;
      const { token } = await api.login(client.email, DEMO_PASSWORD);
      await api.call('POST', '/issues/legal-assistance', {
        token,
        body: {
          receiver_id: lawyer.id,
          full_name: client.name,
          email: client.email,
          PhoneNumber: '+1 555 010 4040',
          address: '4B Elm Street',
          legal_issue: 'Civil Disputes',
          specific_issue: 'Landlord-Tenant Issues',
          description: secret,
        },
      });
      const lawyerSession = await api.login(lawyer.email, DEMO_PASSWORD);
      const list = await api.call('GET', '/conversations?box=received', { token: lawyerSession.token });
      const id = list.data.find((row) => row.other_party.id === client.id && row.kind === 'legal-assistance').id;
      await api.call('POST', `/conversations/${id}/replies`, { token: lawyerSession.token, body: { body: `Keep every receipt of the rent ${run}` } });

      await signInPage(page, api, client.email, DEMO_PASSWORD);
      const sent = await rowOf(page, 'sent', lawyer.name);
      await sent.getByText('Legal request', { exact: true }).waitFor();
      const sentText = await page.locator('body').innerText();
      assert.ok(!sentText.includes(run), 'neither the request nor the reply shows in the list');
      await checkA11y(page, 'sent messages with a legal request (390 px)');
      await screenshot(page, 'seams-preview-legal-390');

      await page.setViewportSize(DESKTOP);
      await switchUser(page, context, api, lawyer.email);
      const received = await rowOf(page, 'received', client.name);
      await received.getByText('Legal request', { exact: true }).waitFor();
      assert.ok(!(await page.getByRole('list', { name: 'Received conversations' }).innerText()).includes(run));
      await checkA11y(page, 'received messages with a legal request (1280 px)');
      await screenshot(page, 'seams-preview-legal-1280');
      // Opened, the thread shows the lawyer everything: the list only keeps it out of sight.
      await received.click();
      await page.getByRole('article', { name: client.name }).getByText(secret, { exact: true }).waitFor();
      await screenshot(page, 'seams-preview-legal-thread-1280');
    },
  },
];
