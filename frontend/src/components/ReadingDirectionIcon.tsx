import type { SvgIconProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ComponentType } from 'react';

/**
 * An icon that points the reading way (back, next, breadcrumbs, paging): mirrored on a right-to-left page, where
 * "back" points right. Icons that do not point a way (a bell, a tick, a drop-down caret) are not wrapped.
 */
export function ReadingDirectionIcon({ icon: Icon, sx, ...props }: SvgIconProps & { icon: ComponentType<SvgIconProps> }) {
  const theme = useTheme();
  return <Icon {...props} sx={[{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
