import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const outputDir = new URL('../../test-output/', import.meta.url).pathname;
mkdirSync(outputDir, { recursive: true });

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export async function screenshot(page, name) {
  await page.screenshot({ path: join(outputDir, `${name}.png`), fullPage: true });
}

/** axe-core on the current page (WCAG 2.1 A and AA); throws with the violations listed. */
export async function checkA11y(page, screenName, { exclude = [] } = {}) {
  // Let MUI's colour and fade transitions finish, so contrast is measured on the settled screen.
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (excluded) => {
    const result = await window.axe.run(
      { include: [document], exclude: excluded.map((selector) => [selector]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] },
    );
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, exclude);
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} violation(s) on ${screenName}:\n${violations.map((v) => `  [${v.impact}] ${v.id}: ${v.help} -> ${v.targets.join(' | ')}`).join('\n')}`,
    );
  }
}

/** Presses Tab until the focused element matches, so a test proves the control is reachable by keyboard. */
export async function tabTo(page, describeFocus, matches, maxTabs = 60) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return null;
      const labelled = el.labels?.[0]?.textContent ?? '';
      const byId = el.getAttribute('aria-labelledby');
      const aria = el.getAttribute('aria-label') ?? (byId ? document.getElementById(byId)?.textContent : '') ?? '';
      return {
        tag: el.tagName.toLowerCase(),
        type: el.getAttribute('type') ?? '',
        name: (aria || labelled || el.textContent || '').replace(/\s+/g, ' ').trim(),
        value: el.value ?? '',
      };
    });
    if (focused && matches(focused)) return focused;
  }
  throw new Error(`Could not reach ${describeFocus} with the Tab key`);
}

/** Tab to the field whose label starts with `label` (MUI adds ' *' to required labels), then type. */
export async function tabAndType(page, label, text) {
  await tabTo(page, `field "${label}"`, (f) => ['input', 'textarea'].includes(f.tag) && f.name.replace(/\s*\*$/, '') === label);
  await page.keyboard.type(text);
}

export async function tabAndSelect(page, label, optionText) {
  await tabTo(page, `select "${label}"`, (f) => f.tag === 'select' && f.name.replace(/\s*\*$/, '') === label);
  // A native select picks the option whose text starts with what is typed.
  await page.keyboard.type(optionText);
  const value = await page.evaluate(() => document.activeElement.value);
  if (value !== optionText) throw new Error(`Keyboard selection gave "${value}" instead of "${optionText}"`);
}

export async function tabAndPress(page, name, key = 'Enter') {
  await tabTo(page, `"${name}"`, (f) => f.name === name);
  await page.keyboard.press(key);
}
