import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { formatArticleDate, NEWS_ARTICLES, type NewsArticle } from './news-articles';

// The dialog's code loads on the first Read More and stays mounted for its closing fade.
const NewsArticleModal = lazy(() => import('./NewsArticleModal'));

export function NewsAndEvents() {
  const [open, setOpen] = useState<NewsArticle | null>(null);
  const [used, setUsed] = useState(false);
  const readMore = (article: NewsArticle) => {
    setUsed(true);
    setOpen(article);
  };
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
                  {formatArticleDate(article.date)}
                </Typography>
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <ChatBubbleOutline fontSize="inherit" aria-hidden /> {article.comments} comments
                </Typography>
              </Stack>
              <Typography variant="body2">{article.summary}</Typography>
            </CardContent>
            <CardActions>
              <Button onClick={() => readMore(article)} aria-label={`${SCREEN_TEXTS.buttons.readMore}: ${article.title}`}>
                {SCREEN_TEXTS.buttons.readMore}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      {used && (
        <Suspense fallback={null}>
          <NewsArticleModal article={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
