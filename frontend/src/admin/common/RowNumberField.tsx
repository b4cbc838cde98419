import { useListContext, useRecordContext } from 'react-admin';

/** A row's position in the whole list, not in the page: page 3 of 10 rows starts at 21. */
export function rowNumber(page: number, perPage: number, index: number): number {
  return (page - 1) * perPage + index + 1;
}

export function RowNumberField() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  if (!record || !data) return null;
  const index = data.findIndex((item) => item.id === record.id);
  if (index < 0) return null;
  return <span>{rowNumber(page, perPage, index)}</span>;
}
