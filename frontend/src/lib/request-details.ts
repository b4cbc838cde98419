import { FORM_FIELDS, OPTION_LABELS, type FormField } from '@community/vocabulary';

/**
 * Each field of a Legal Assistance or Virtual Clinic request under the label its form showed the sender, without the
 * form's "(optional)" (`shownLabel`): the receiver reads "Phone Number: …", not the API's key "PhoneNumber". Made at
 * each call, not at import, so the labels are the reader's current language.
 */
function requestFieldLabels(): Record<string, string> {
  return Object.fromEntries(
    [FORM_FIELDS.legal, FORM_FIELDS.clinic].flatMap((form) =>
      Object.entries(form).map(([key, field]: [string, FormField]) => [key, field.shownLabel ?? field.label]),
    ),
  );
}

/**
 * The fields whose value is one of a list the form offered: shown under the option's label in the reader's language
 * (the API keeps the English value, as the form sent it).
 */
function requestValueLabels(): Record<string, Readonly<Record<string, string>>> {
  return { legal_issue: OPTION_LABELS.legalCategories, specific_issue: OPTION_LABELS.legalIssues, gender: OPTION_LABELS.genders };
}

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
  const labels = requestFieldLabels();
  const valueLabels = requestValueLabels();
  return {
    text: typeof description === 'string' && description !== '' ? description : null,
    fields: Object.entries(rest)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => `${labels[key] ?? key.replace(/_/g, ' ')}: ${valueLabels[key]?.[String(value)] ?? String(value)}`),
  };
}
