import { defaultExporter, type Exporter } from 'react-admin';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): a member's name such as
 * `=HYPERLINK("http://evil.example","Click")` would otherwise run when the admin opens the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote to every text that a spreadsheet would read as a formula, at any depth of the record. */
export function neutraliseCell<T>(value: T): T {
  if (typeof value === 'string') return (FORMULA_START.test(value) ? `'${value}` : value) as T;
  if (Array.isArray(value)) return value.map(neutraliseCell) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, neutraliseCell(inner)])) as T;
  }
  return value;
}

/** react-admin's CSV export (jsonexport, then a download) of the neutralised records. */
export const safeCsvExporter: Exporter = (records, fetchRelatedRecords, dataProvider, resource) =>
  defaultExporter(records.map(neutraliseCell), fetchRelatedRecords, dataProvider, resource);
