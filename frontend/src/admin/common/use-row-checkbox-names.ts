import { useEffect, type RefObject } from 'react';
import { A11Y_TEXTS } from '@community/vocabulary';
import type { RaRecord } from 'react-admin';

/** What a row is called in its checkbox's name: the record's title or name, else its number. */
export function recordName(record: RaRecord): string {
  const fields = ['title', 'name', 'full_name', 'first_name', 'email', 'reason', 'action'];
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) {
      return field === 'first_name' && typeof record.last_name === 'string' ? `${value} ${record.last_name}` : value;
    }
  }
  return `#${record.id}`;
}

/**
 * Names each row checkbox of a react-admin DataTable "Select row: <name>", and the page one "Select all rows".
 * react-admin 5.15 gives the row checkbox's aria-label ("Select this row", the same on every row) to MUI's wrapping
 * span instead of the input, so the input has no name and the span an attribute it may not carry (axe: label,
 * aria-prohibited-attr). The library offers no prop for it; this puts the name on the input, after every render of
 * the rows (a MutationObserver, since the rows re-render on their own when selected).
 */
export function useRowCheckboxNames(table: RefObject<HTMLElement | null>, records: RaRecord[] | undefined) {
  useEffect(() => {
    const root = table.current;
    if (!root) return;
    const apply = () => {
      root.querySelectorAll('tbody tr').forEach((row, index) => {
        const record = records?.[index];
        const input = row.querySelector<HTMLInputElement>('input[type="checkbox"]');
        if (!record || !input) return;
        const name = A11Y_TEXTS.selectRow(recordName(record));
        if (input.getAttribute('aria-label') !== name) input.setAttribute('aria-label', name);
        input.closest('.RaDataTable-checkbox')?.removeAttribute('aria-label');
      });
      const all = root.querySelector<HTMLInputElement>('thead input[type="checkbox"]');
      if (all && all.getAttribute('aria-label') !== A11Y_TEXTS.selectAll) all.setAttribute('aria-label', A11Y_TEXTS.selectAll);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [table, records]);
}
