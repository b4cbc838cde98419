import { Box, Container, Typography } from '@mui/material';
import { Link as RouterLink } from '../../lib/router';
import { FRAME_TEXTS, SCREEN_TEXTS, SITE_LABELS } from '@community/vocabulary';
import { LOGO_URL } from './logo';
import { appConfig } from '../../lib/config';

const text = SCREEN_TEXTS.nav;
// Read at render, so the labels are the page's language.
const footerLinks = () => [
  { label: text.home, to: '/' },
  { label: text.professionalNetwork, to: '/professionalnetwork' },
  { label: text.medicalAssistance, to: '/virtualclinic' },
  { label: text.legalAssistance, to: '/legalassistance' },
  { label: text.contactUs, to: '/contact' },
  { label: SITE_LABELS.accessibility, to: '/accessibility' },
];

// What MUI's Link draws with color="inherit" (underlined, in the footer's own font and colour), as a plain anchor:
// MUI's Link brings about 1 kB (gzip) to the home page's first load, where the footer is its only user.
const footerLink = { font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit', color: 'inherit', textDecoration: 'underline' } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 'auto', py: 5 }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Box component="img" src={LOGO_URL} alt="" fetchPriority="low" sx={{ width: 36, height: 36 }} />
            <Typography variant="h6" component="p">
              {SCREEN_TEXTS.brand}
            </Typography>
          </Box>
          <Typography variant="body2">{SCREEN_TEXTS.footerDescription}</Typography>
        </Box>
        <Box component="nav" aria-labelledby="footer-links-heading">
          <Typography id="footer-links-heading" variant="h6" component="h2">
            {FRAME_TEXTS.footerLinks}
          </Typography>
          {/* A plain list as MUI's dense List would draw it: its ListItem brings about 1.5 kB (gzip) to every first
              load for nothing a footer needs. */}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {footerLinks().map((link) => (
              <Box component="li" key={link.label} sx={{ py: 0.5 }}>
                <Box component={RouterLink} to={link.to} sx={footerLink}>
                  {link.label}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography variant="h6" component="h2">
            {FRAME_TEXTS.footerContact}
          </Typography>
          <Box component="a" href={`mailto:${appConfig.contactEmail}`} sx={footerLink}>
            {appConfig.contactEmail}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
