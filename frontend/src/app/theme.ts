// What createTheme() does without CSS variables, minus its import of the CSS-variables builder (vite.config.ts says why).
import createThemeNoVars from '@mui/material/styles/createThemeNoVars';

export const theme = createThemeNoVars({
  palette: {
    primary: { main: '#1e4d8c' },
    // Dark enough for white text at AA contrast.
    secondary: { main: '#8a4f00' },
  },
  shape: { borderRadius: 8 },
  components: {
    // What a member types takes its direction from its own first letters (an English sentence in the Arabic site,
    // Arabic in the English one), so its full stop and its start sit where the writer put them; an empty field, and
    // its placeholder, keep the page's direction (issue #28).
    MuiInputBase: { styleOverrides: { input: { unicodeBidi: 'plaintext' } } },
  },
});
