import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { attachmentDisposition, cleanFileName } from './attachment-names';

describe('attachment names', () => {
  it('keeps the last path segment without control or reserved characters, and falls back when nothing is left', () => {
    assert.equal(cleanFileName('C:\\Users\\ann\\My CV.pdf', 'cv.pdf'), 'My CV.pdf');
    assert.equal(cleanFileName('../../etc/passwd', 'cv.pdf'), 'passwd');
    assert.equal(cleanFileName('a\u0000b\r\n"c".pdf', 'cv.pdf'), 'abc.pdf');
    for (const empty of [undefined, '', '  ', '..', '/']) assert.equal(cleanFileName(empty, 'cv.pdf'), 'cv.pdf');
    assert.equal([...cleanFileName('é'.repeat(300), 'cv.pdf')].length, 200);
  });

  it('offers an ASCII filename and the exact UTF-8 name (RFC 6266 / 5987), with nothing that could end the header value', () => {
    assert.equal(attachmentDisposition('cv.pdf'), `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    assert.equal(
      attachmentDisposition('سيرة "ذاتية" 100%.pdf'),
      `attachment; filename="____ _______ 100_.pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9%20%22%D8%B0%D8%A7%D8%AA%D9%8A%D8%A9%22%20100%25.pdf`,
    );
    assert.doesNotMatch(attachmentDisposition('a\\b";x=y.pdf'), /filename="[^"]*"[^;]*"/);
  });
});
