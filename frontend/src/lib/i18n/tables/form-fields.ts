/** The vocabulary's `form-fields` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import { FIELD_LABELS as EN_FIELD_LABELS, FORM_FIELDS as EN_FORM_FIELDS } from '@community/vocabulary/form-fields';
import { localized } from '../localized';

export const FIELD_LABELS = /* @__PURE__ */ localized('FIELD_LABELS', EN_FIELD_LABELS);
export const FORM_FIELDS = /* @__PURE__ */ localized('FORM_FIELDS', EN_FORM_FIELDS);
