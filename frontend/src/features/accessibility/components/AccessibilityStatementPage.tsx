import { Box, Container, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { ACCESSIBILITY_STATEMENT as text } from '@community/vocabulary';

function Section({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 0 }}>
        {items.map((item) => (
          <Typography component="li" key={item} sx={{ mb: 1 }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** What works for people using assistive technology, how it is tested, and how to report a problem. Pre-rendered. */
export default function AccessibilityStatementPage() {
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }} elevation={3}>
        <Typography variant="h4" component="h1" gutterBottom>
          {text.heading}
        </Typography>
        <Typography>{text.intro}</Typography>
        <Section heading={text.supportedHeading} items={text.supported} />
        <Section heading={text.testedHeading} items={text.tested} />
        <Section heading={text.limitsHeading} items={text.limits} />
        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {text.reportHeading}
          </Typography>
          <Typography sx={{ mb: 1 }}>{text.report}</Typography>
          <Link component={RouterLink} to={`/contact?subject=${encodeURIComponent(text.reportSubject)}`}>
            {text.reportLink}
          </Link>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {text.updated}
        </Typography>
      </Paper>
    </Container>
  );
}
