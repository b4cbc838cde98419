import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface LabelFieldProps {
  source: string;
  /** The catalog's words for each value (OPTION_LABELS.industries, ADMIN_PANEL_TEXTS.roles...), read at render. */
  labels: Readonly<Record<string, string>>;
  /** Read by react-admin's show layout and lists for the field's name. */
  label?: string;
  emptyText?: string;
}

/**
 * A value the API keeps in English (an industry, an ad's category, a role) in the panel's language, as TextField
 * would show it; a value the table does not know is shown as the API sent it.
 */
export function LabelField({ source, labels, emptyText }: LabelFieldProps) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  const text = value == null || value === '' ? emptyText : (labels[String(value)] ?? String(value));
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
