import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1e4d8c' },
    secondary: { main: '#b26a00' },
  },
  shape: { borderRadius: 8 },
});
