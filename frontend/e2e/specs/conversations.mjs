// Conversations (issue #10) in the browser: requests become threads with replies and statuses, the unread
// badge, availability, reports resolved in the admin panel, and the Virtual Clinic opened by an admin.
import assert from 'node:assert/strict';
import { ADMIN, DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot, tabAndPress, tabAndSelect, tabAndType, tabTo } from '../support/browser.mjs';

const ARTS = 'Arts, Communication, Media & Design';
const EDUCATION = 'Education, Human Services & NonProfit';
const HEALTH = 'Health & Sciences';
const PHONE = { width: 375, height: 800 };
const run = Date.now().toString(36);

async function switchUser(page, context, api, email, password = DEMO_PASSWORD) {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  return signInPage(page, api, email, password);
}

/** Opens a thread from the list of a box, as a member would: the row named after the other side. */
async function openThread(page, box, otherName) {
  await page.goto(box === 'sent' ? '/messages?box=sent' : '/messages');
  const rows = page.getByRole('list', { name: `${box === 'sent' ? 'Sent' : 'Received'} conversations` });
  await rows
    .getByRole('button', { name: new RegExp(otherName) })
    .first()
    .click();
  const thread = page.getByRole('article', { name: otherName });
  await thread.waitFor();
  return thread;
}

/** A request sent through the API, as the directory form would; answers the new conversation's id. */
async function sendRequest(api, sender, receiver, text) {
  const { token, user } = await api.login(sender.email, DEMO_PASSWORD);
  const answer = await api.call('POST', '/issues/professional-network', {
    token,
    body: { receiver_id: receiver.id, full_name: user.name, email: user.email, description: text },
  });
  assert.ok(answer.conversation_id, `the request answered ${JSON.stringify(answer)}`);
  return answer.conversation_id;
}

async function demoPair(api, industry, index = 0) {
  const helpers = (await api.members('helper')).filter((u) => u.industry === industry && u.email.endsWith('@community.example'));
  const seekers = (await api.members('seeker')).filter((u) => u.industry === industry && u.email.endsWith('@community.example'));
  return { helper: helpers[index], seeker: seekers[index] };
}

export const conversationTests = [
  {
    name: 'conversations: a seeker contacts a helper; the helper sees the badge, replies and accepts; the seeker reads it and closes it (axe desktop and 375 px)',
    async run({ page, context, api }) {
      const { helper, seeker } = await demoPair(api, ARTS);
      const text = `Could you mentor me in design? ${run}`;
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
      const profile = page.getByRole('dialog', { name: helper.name, exact: true });
      await profile.getByText('Accepting requests').waitFor();
      await profile.getByRole('button', { name: 'Contact' }).click();
      const contact = page.getByRole('dialog', { name: `Contact ${helper.name}` });
      await contact.getByLabel('Name').fill(seeker.name);
      await contact.getByLabel('Email').fill(seeker.email);
      await contact.getByLabel('Message').fill(text);
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await contact.getByRole('button', { name: 'Submitted' }).waitFor();

      await switchUser(page, context, api, helper.email);
      await page.goto('/');
      const badge = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages ?\d+\+? ?unread$/ });
      await badge.waitFor();
      await badge.click();
      await page.waitForURL((url) => url.pathname === '/messages');
      await page.getByRole('list', { name: 'Received conversations' }).waitFor();
      await checkA11y(page, 'messages: received (desktop)');
      await screenshot(page, 'messages-desktop');
      const thread = await openThread(page, 'received', seeker.name);
      await thread.getByText(text).waitFor();
      await checkA11y(page, 'thread (desktop)');
      await screenshot(page, 'thread-desktop');
      await thread.getByLabel('Your reply').fill(`Gladly, let us talk on Monday ${run}`);
      await thread.getByRole('button', { name: 'Send reply' }).click();
      await thread.getByRole('list', { name: 'Replies' }).getByText(`Gladly, let us talk on Monday ${run}`).waitFor();
      await thread.getByRole('button', { name: 'Accept' }).click();
      await thread.getByText('Accepted', { exact: true }).first().waitFor();
      assert.equal(await thread.getByRole('button', { name: 'Accept' }).count(), 0);

      await switchUser(page, context, api, seeker.email);
      const sent = await openThread(page, 'sent', helper.name);
      await sent.getByText(`Gladly, let us talk on Monday ${run}`).waitFor();
      await sent.getByText('Accepted', { exact: true }).first().waitFor();
      await sent.getByText(helper.email).waitFor();
      await page.setViewportSize(PHONE);
      await checkA11y(page, 'thread (375 px)');
      await screenshot(page, 'thread-375');
      await sent.getByRole('button', { name: 'Close conversation' }).click();
      await sent.getByText('Closed', { exact: true }).first().waitFor();
      assert.equal(await sent.getByLabel('Your reply').count(), 0);
      await sent.getByRole('button', { name: 'Back to messages' }).click();
      await page.getByRole('list', { name: 'Sent conversations' }).waitFor();
      await checkA11y(page, 'messages: sent (375 px)');
      await screenshot(page, 'messages-375');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'the Messages page scrolls sideways at 375 px');
    },
  },
  {
    name: 'conversations: keyboard only, the receiver replies and accepts; a helper turns new requests off and the directory says so',
    async run({ page, context, api }) {
      const { helper, seeker } = await demoPair(api, EDUCATION);
      const id = await sendRequest(api, seeker, helper, `Keyboard request ${run}`);
      await signInPage(page, api, helper.email, DEMO_PASSWORD);
      await page.goto(`/messages/${id}`);
      const thread = page.getByRole('article', { name: seeker.name });
      await thread.getByText(`Keyboard request ${run}`).waitFor();
      await tabAndType(page, 'Your reply', `Answered from the keyboard ${run}`);
      await tabAndPress(page, 'Send reply');
      await thread.getByRole('list', { name: 'Replies' }).getByText(`Answered from the keyboard ${run}`).waitFor();
      await page.getByRole('heading', { level: 1 }).click();
      await tabAndPress(page, 'Accept');
      await thread.getByText('Accepted', { exact: true }).first().waitFor();

      await page.goto('/messages');
      const panel = page.getByRole('region', { name: 'Availability' });
      await panel.getByText(/Open requests now: \d+/).waitFor();
      await tabTo(page, 'the Open to new requests switch', (f) => f.tag === 'input' && f.name === 'Open to new requests');
      await page.keyboard.press('Space');
      await tabAndPress(page, 'Save availability');
      await panel.getByText('Availability saved').waitFor();
      await checkA11y(page, 'messages with availability');

      await switchUser(page, context, api, seeker.email);
      await page.goto('/professionalnetwork');
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('q') === helper.name),
        page.getByLabel('Search by name or job title').fill(helper.name),
      ]);
      await page.getByRole('list', { name: 'Members' }).getByText('Not accepting requests').first().waitFor();
      await page
        .getByRole('button', { name: `Profile: ${helper.name}` })
        .first()
        .click();
      const profile = page.getByRole('dialog', { name: helper.name, exact: true });
      assert.equal(await profile.getByRole('button', { name: 'Contact' }).isDisabled(), true);
      await profile.getByText('This member is not accepting new requests right now.').waitFor();
    },
  },
  {
    name: 'conversations: a member reports a message from the keyboard; the admin reads only it and deletes it in the Reports tab (axe)',
    async run({ page, context, api }) {
      const { helper, seeker } = await demoPair(api, ARTS, 1);
      const id = await sendRequest(api, seeker, helper, `Report me ${run}`);
      const helperSession = await api.login(helper.email, DEMO_PASSWORD);
      await api.call('POST', `/conversations/${id}/replies`, { token: helperSession.token, body: { body: `Offensive words ${run}` } });

      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto(`/messages/${id}`);
      const thread = page.getByRole('article', { name: helper.name });
      await thread.getByText(`Offensive words ${run}`).waitFor();
      await tabAndPress(page, 'Report');
      const dialog = page.getByRole('dialog', { name: 'Report this conversation' });
      await dialog.waitFor();
      await checkA11y(page, 'report dialog');
      await tabAndSelect(page, 'Reason', 'Harassment');
      // The one message the admins will read: the helper's, the first after "No single message".
      await tabTo(page, 'select "The message you report"', (f) => f.tag === 'select' && f.name === 'The message you report');
      await page.keyboard.press('ArrowDown');
      assert.notEqual(await page.evaluate(() => document.activeElement.value), '', 'a message is chosen');
      await tabAndType(page, 'What happened?', `Reported in the browser ${run}`);
      await tabAndPress(page, 'Send report');
      await thread.getByText('Report sent to the admins').waitFor();

      await page.setViewportSize({ width: 1400, height: 900 });
      await switchUser(page, context, api, ADMIN.email, ADMIN.password);
      await page.goto('/dashboard/reports');
      await page.getByPlaceholder('Search').fill(`Reported in the browser ${run}`);
      const row = page.getByRole('row').filter({ hasText: `Reported in the browser ${run}` });
      await row.waitFor();
      await checkA11y(page, 'admin reports');
      await row.getByText('Harassment').click();
      const conversation = page.getByRole('list', { name: 'Reported message' });
      await conversation.getByText(`Offensive words ${run}`).waitFor();
      assert.equal(await page.getByText(`Report me ${run}`).count(), 0, "the seeker's own request is not what was reported");
      await conversation.getByRole('button', { name: `Delete message from ${helper.name}` }).click();
      await page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete message' }).click();
      await page.getByText('Message deleted').waitFor();
      await page.getByText('actioned').first().waitFor();
      await screenshot(page, 'admin-report-resolved');
    },
  },
  {
    name: 'conversations: the admin opens the Virtual Clinic; a patient sends the symptoms form; the doctor replies and the patient reads it',
    async run({ page, context, api }) {
      const { helper: doctor, seeker: patient } = await demoPair(api, HEALTH, 1);
      await page.setViewportSize({ width: 1400, height: 900 });
      await signInPage(page, api, ADMIN.email, ADMIN.password);
      await page.goto('/dashboard');
      const clinicSwitch = page.getByRole('switch', { name: /^Virtual Clinic: / });
      await clinicSwitch.waitFor();
      if (!(await clinicSwitch.isChecked())) {
        await clinicSwitch.click();
        await page.getByText('Virtual Clinic is now Open').waitFor();
      }
      await page.getByRole('switch', { name: 'Virtual Clinic: Open' }).waitFor();
      await checkA11y(page, 'admin dashboard with section switches');

      await page.setViewportSize({ width: 1280, height: 900 });
      await switchUser(page, context, api, patient.email);
      await page.goto('/virtualclinic');
      await page
        .getByRole('button', { name: `Profile: ${doctor.name}` })
        .first()
        .click();
      assert.equal(await page.getByText('Coming Soon').count(), 0);
      const profile = page.getByRole('dialog', { name: doctor.name, exact: true });
      await profile.getByRole('button', { name: 'Contact' }).click();
      const form = page.getByRole('dialog', { name: `Contact ${doctor.name}` });
      await form.getByLabel('Gender').selectOption('Female');
      await form.getByLabel('Age').fill('34');
      await form.getByLabel('Contact Info').fill(patient.email);
      await form.getByLabel('Location').fill('Austin');
      await form.getByLabel('Symptoms', { exact: true }).fill(`Headache for days ${run}`);
      await form.getByLabel('Duration of Symptoms').fill('3 days');
      await form.getByLabel('Pain Rating (1-10)').fill('5');
      await form.getByLabel('Existing Medical Conditions').fill('None');
      await form.getByLabel('Active Medications / Prescriptions').fill('None');
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByRole('button', { name: 'Submitted' }).waitFor();

      await switchUser(page, context, api, doctor.email);
      const thread = await openThread(page, 'received', patient.name);
      await thread.getByText(`Symptoms: Headache for days ${run}`).waitFor();
      await thread.getByLabel('Your reply').fill(`Please rest and drink water ${run}`);
      await thread.getByRole('button', { name: 'Send reply' }).click();
      await thread.getByRole('list', { name: 'Replies' }).getByText(`Please rest and drink water ${run}`).waitFor();

      await switchUser(page, context, api, patient.email);
      const sent = await openThread(page, 'sent', doctor.name);
      await sent.getByText(`Please rest and drink water ${run}`).waitFor();
    },
  },
];
