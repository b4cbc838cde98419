import { Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }} elevation={3}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
