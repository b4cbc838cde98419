import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadingDirectionIcon } from './ReadingDirectionIcon';

describe('ReadingDirectionIcon', () => {
  it('mirrors the icon on a right-to-left page only', () => {
    const { unmount } = render(
      <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
        <ReadingDirectionIcon icon={ArrowBackIcon} data-testid="icon" />
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByTestId('icon')).transform).toBe('scaleX(-1)');
    unmount();
    render(
      <ThemeProvider theme={createTheme({ direction: 'ltr' })}>
        <ReadingDirectionIcon icon={ArrowBackIcon} data-testid="icon" />
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByTestId('icon')).transform).not.toBe('scaleX(-1)');
  });
});
