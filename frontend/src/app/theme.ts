// What createTheme() does without CSS variables, minus its import of the CSS-variables builder (vite.config.ts says why).
import createThemeNoVars from '@mui/material/styles/createThemeNoVars';

export const theme = createThemeNoVars({
  palette: {
    primary: { main: '#1e4d8c' },
    // Dark enough for white text at AA contrast.
    secondary: { main: '#8a4f00' },
  },
  shape: { borderRadius: 8 },
});
