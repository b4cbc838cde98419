/** A request as a thread shows it: its own text, then the form's other fields as labelled lines. */
export interface RequestParts {
  /** What the sender wrote: a message's text, or a legal issue's description; shown as it is, without a label. */
  text: string | null;
  /** The other fields of a legal or clinic form (or a business group's), as "field name: value". */
  fields: string[];
}

/** details is the sender's text, or the fields of a form: `description` is the text the sender wrote. */
export function requestParts(details: string | Record<string, unknown> | null | undefined): RequestParts {
  if (details === null || details === undefined) return { text: null, fields: [] };
  if (typeof details === 'string') return { text: details, fields: [] };
  const { description, ...rest } = details;
  return {
    text: typeof description === 'string' && description !== '' ? description : null,
    fields: Object.entries(rest)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`),
  };
}
