/**
 * Multipart bodies a client may send broken, for every upload route (docs/security.md, "Malformed multipart"):
 * each must answer 400 with error_message, never 500. `fileField` names the route's file part, so the cut-off part
 * is the one the route reads.
 */
export interface MalformedBody {
  name: string;
  contentType: string;
  body: string | Buffer;
  /**
   * Busboy fails on these outright: the answer is exactly "The form could not be read; please send it again". The
   * others it reads as a form without parts, which the route's own first rule answers.
   */
  unreadable: boolean;
}

export function malformedMultipartBodies(fileField: string): MalformedBody[] {
  const boundary = 'XyZ123';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nFlat\r\n`;
  return [
    { name: 'boundary missing from the header', contentType: 'multipart/form-data', body: `${part}--${boundary}--\r\n`, unreadable: true },
    { name: 'boundary that never appears', contentType: `multipart/form-data; boundary=${boundary}`, body: 'no boundary anywhere in here', unreadable: true },
    {
      name: 'part cut off mid-way',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `${part}--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8`,
      unreadable: true,
    },
    {
      name: 'part without headers',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      unreadable: false,
    },
    {
      name: 'garbage bytes',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
      unreadable: true,
    },
  ];
}
