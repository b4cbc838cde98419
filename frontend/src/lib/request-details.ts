import { FORM_FIELDS } from '@community/vocabulary';

/**
 * Each field of a Legal Assistance or Virtual Clinic request under the label its form showed the sender, without the
 * form's "(optional)": the receiver reads "Phone Number: …", not the API's key "PhoneNumber".
 */
const REQUEST_FIELD_LABELS: Record<string, string> = Object.fromEntries(
  [FORM_FIELDS.legal, FORM_FIELDS.clinic].flatMap((form) => Object.entries(form).map(([key, field]) => [key, field.label.replace(/ \(optional\)$/, '')])),
);

/** A request as a thread shows it: its own text, then the form's other fields as labelled lines. */
export interface RequestParts {
  /** What the sender wrote: a message's text, or a legal issue's description; shown as it is, without a label. */
  text: string | null;
  /** The other fields of a legal or clinic form (or a business group's), as "Field label: value". */
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
      .map(([key, value]) => `${REQUEST_FIELD_LABELS[key] ?? key.replace(/_/g, ' ')}: ${String(value)}`),
  };
}
