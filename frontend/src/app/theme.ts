import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1e4d8c' },
    // Dark enough for white text at AA contrast.
    secondary: { main: '#8a4f00' },
  },
  shape: { borderRadius: 8 },
});
