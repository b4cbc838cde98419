import { ExportButton, useTranslate } from 'react-admin';

/**
 * react-admin's Export, named on every screen: on a phone its button is an icon, and a disabled icon button (an
 * empty list) is drawn without its name (react-admin 5.15), which axe rightly refuses.
 */
export function PanelExportButton() {
  const translate = useTranslate();
  return <ExportButton aria-label={translate('ra.action.export')} />;
}
