import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SwitchableSection } from '@community/vocabulary';
import { SectionGate } from './SectionGate';

interface GatedSectionPageProps {
  title: string;
  section: SwitchableSection;
  /** Said above the section whether or not it is open (the clinic's emergency disclaimer). */
  notice?: ReactNode;
  children: ReactNode;
}

/** A member section an admin opens (Legal Assistance, the Virtual Clinic): its heading, then the section behind Coming Soon until it is open. */
export function GatedSectionPage({ title, section, notice, children }: GatedSectionPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {notice}
      <SectionGate section={section}>{children}</SectionGate>
    </Container>
  );
}
