import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { NEWS_ARTICLES, type NewsArticle } from './news-articles';

function formatDate(isoDate: string) {
  return new Date(`${isoDate}T12:00:00`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function NewsAndEvents() {
  const [open, setOpen] = useState<NewsArticle | null>(null);
  return (
    <Box component="section" aria-labelledby="news-heading" sx={{ py: 4 }}>
      <Typography id="news-heading" variant="h4" component="h2" gutterBottom>
        News and Events
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {NEWS_ARTICLES.map((article) => (
          <Card key={article.id} component="article">
            <CardMedia component="img" height="160" image={article.image} alt={`Illustration for ${article.title}`} />
            <CardContent>
              <Typography variant="h6" component="h3">
                {article.title}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', my: 1 }}>
                <Typography variant="body2" component="time" dateTime={article.date}>
                  {formatDate(article.date)}
                </Typography>
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <ChatBubbleOutline fontSize="inherit" aria-hidden /> {article.comments} comments
                </Typography>
              </Stack>
              <Typography variant="body2">{article.summary}</Typography>
            </CardContent>
            <CardActions>
              <Button onClick={() => setOpen(article)} aria-label={`${SCREEN_TEXTS.buttons.readMore}: ${article.title}`}>
                {SCREEN_TEXTS.buttons.readMore}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <AppModal open={!!open} title={open?.title ?? ''} onClose={() => setOpen(null)} maxWidth="md">
        {open && (
          <Stack spacing={2}>
            <Box component="img" src={open.image} alt={`Illustration for ${open.title}`} sx={{ width: '100%', borderRadius: 1 }} />
            <Typography variant="body2" color="text.secondary">
              {formatDate(open.date)} · {open.comments} comments
            </Typography>
            {open.body.map((paragraph) => (
              <Typography key={paragraph}>{paragraph}</Typography>
            ))}
          </Stack>
        )}
      </AppModal>
    </Box>
  );
}
