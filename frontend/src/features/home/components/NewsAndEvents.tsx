import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { lazy } from 'react';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { formatArticleDate, NEWS_ARTICLES, type NewsArticle } from './news-articles';
import { LoadedOnFirstUse } from '../../../components/LoadedOnFirstUse';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

// The dialog's code loads on the first Read More and stays mounted for its closing fade.
const NewsArticleModal = lazy(() => import('./NewsArticleModal'));

export function NewsAndEvents() {
  const article = useLazyDialog<NewsArticle>();
  return (
    <Box component="section" aria-labelledby="news-heading" sx={{ py: 4 }}>
      <Typography id="news-heading" variant="h4" component="h2" gutterBottom>
        News and Events
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {NEWS_ARTICLES.map((item) => (
          <Card key={item.id} component="article">
            <CardMedia component="img" height="160" image={item.image} alt={`Illustration for ${item.title}`} />
            <CardContent>
              <Typography variant="h6" component="h3">
                {item.title}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', my: 1 }}>
                <Typography variant="body2" component="time" dateTime={item.date}>
                  {formatArticleDate(item.date)}
                </Typography>
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <ChatBubbleOutline fontSize="inherit" aria-hidden /> {item.comments} comments
                </Typography>
              </Stack>
              <Typography variant="body2">{item.summary}</Typography>
            </CardContent>
            <CardActions>
              <Button onClick={() => article.open(item)} aria-label={`${SCREEN_TEXTS.buttons.readMore}: ${item.title}`}>
                {SCREEN_TEXTS.buttons.readMore}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <LoadedOnFirstUse used={article.used}>
        <NewsArticleModal article={article.shown} onClose={article.close} />
      </LoadedOnFirstUse>
    </Box>
  );
}
