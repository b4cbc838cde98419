import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_LIMITS } from '@community/vocabulary';
import { UNREADABLE_TEXT } from '../../common/sealing/sealed-text';
import { LatestMessage, previewOf, previewText } from './conversation-preview';

const codePoints = (text: string) => [...text].length;
const latest = (change: Partial<LatestMessage>): LatestMessage => ({ replyBody: null, requestDetails: null, reportedByReader: false, ...change });

describe('conversation preview: the start of the latest message on one line (service, no database)', () => {
  it('folds every run of whitespace, new lines and tabs included, to one space and keeps a short text whole', () => {
    assert.equal(previewText('  Hello\n\n  there,\tfriend \r\n '), 'Hello there, friend');
    assert.equal(previewText('a\u00a0\u2003b\u0007c'), 'a b c', 'no-break and em spaces, and control characters, are folded too');
  });

  it('keeps a text of exactly the limit as it is, and cuts one character more on the last word boundary with an ellipsis', () => {
    const exact = `${'word '.repeat(23)}abcde`;
    assert.equal(codePoints(exact), CONVERSATION_LIMITS.previewMax);
    assert.equal(previewText(exact), exact);
    const over = `${exact}f`;
    assert.equal(previewText(over), `${'word '.repeat(22)}word…`);
  });

  it('cuts a long text between words, at most the limit in all, never inside a word or after a dangling comma', () => {
    const text =
      'Thank you for your message, I would be glad to help you get started in data engineering. ' +
      'Let us meet on Tuesday, at the library, if that suits you. '.repeat(4);
    const preview = previewText(text);
    assert.ok(codePoints(preview) <= CONVERSATION_LIMITS.previewMax, `${codePoints(preview)} characters`);
    assert.ok(preview.endsWith('…'));
    const kept = preview.slice(0, -1);
    assert.ok(text.startsWith(kept), 'a prefix of the text');
    assert.match(text.slice(kept.length), /^[\s,;:.]/, 'the cut falls at the end of a word');
    assert.equal(preview, 'Thank you for your message, I would be glad to help you get started in data engineering. Let us meet on Tuesday, at the…');
    assert.equal(previewText(`${'a'.repeat(100)}, ${'b'.repeat(40)}`), `${'a'.repeat(100)}…`, 'the comma before the cut is dropped');
  });

  it('cuts one very long word inside it, and never splits an emoji sequence or a letter from its accent', () => {
    assert.equal(previewText('x'.repeat(300)), `${'x'.repeat(CONVERSATION_LIMITS.previewMax - 1)}…`);
    const thumbs = previewText('👍🏽'.repeat(200));
    assert.ok(codePoints(thumbs) <= CONVERSATION_LIMITS.previewMax);
    assert.match(thumbs, /^(👍🏽)+…$/u, 'whole thumbs with their skin tone');
    const accented = previewText('e\u0301'.repeat(200));
    assert.match(accented, /^(e\u0301)+…$/u, 'each e keeps its combining accent');
    assert.match(previewText('🇺🇸'.repeat(100)), /^(🇺🇸)+…$/u, 'a flag is two characters: never half of one');
    assert.match(previewText('👩‍💻'.repeat(60)), /^(👩‍💻)+…$/u, 'a joined emoji stays whole');
    const arabic = previewText('مرحبا بك في مجتمعنا '.repeat(20));
    assert.ok(arabic.endsWith('مجتمعنا…') || arabic.endsWith('بك…') || arabic.endsWith('في…') || arabic.endsWith('مرحبا…'), arabic);
  });

  it('reads only the start of a long reply: a 5,000-character text previews the same as its first lines, and a run of blank lines still ends in an ellipsis', () => {
    const opening = 'Thank you for writing. I would be glad to help you get started in data engineering, and here is how we could begin.';
    assert.equal(previewText(`${opening}\n\n${'More detail follows. '.repeat(240)}`), previewText(`${opening} More detail follows. More`));
    const airy = `Hello${' \n'.repeat(3000)}there`;
    assert.equal(previewText(airy), 'Hello…', 'more text follows the blank lines, so the line says so');
  });

  it("previews the newest reply, else the request's text; nothing for a legal or clinic thread or a message the reader reported", () => {
    assert.equal(previewOf(latest({ replyBody: 'The newest reply', requestDetails: null })), 'The newest reply');
    assert.equal(
      previewOf(latest({ requestDetails: { description: 'Could we\n talk?', business_group_id: 3 } })),
      'Could we talk?',
      'the text itself, no "description:" label',
    );
    assert.equal(previewOf(undefined), null, 'legal and clinic threads are not read for the list');
    assert.equal(previewOf(latest({ replyBody: 'you are an idiot', reportedByReader: true })), null);
    assert.equal(
      previewOf(latest({ requestDetails: { unreadable: UNREADABLE_TEXT } })),
      UNREADABLE_TEXT,
      "a text that fails its integrity check shows the thread's notice",
    );
    assert.equal(previewOf(latest({ requestDetails: {} })), null);
  });
});
