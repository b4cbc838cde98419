import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { lazy } from 'react';
import { HOME_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { articleText, formatArticleDate, NEWS_ARTICLES, type NewsArticle } from './news-articles';
import { LoadedOnFirstUse } from '../../../components/LoadedOnFirstUse';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

// The dialog's code loads on the first Read More and stays mounted for its closing fade.
const NewsArticleModal = lazy(() => import('./NewsArticleModal'));

export function NewsAndEvents() {
  const article = useLazyDialog<NewsArticle>();
  return (
    <Box component="section" aria-labelledby="news-heading" sx={{ py: 4 }}>
      <Typography id="news-heading" variant="h4" component="h2" gutterBottom>
        {HOME_TEXTS.newsHeading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {NEWS_ARTICLES.map((item) => (
          <Card key={item.id} component="article">
            <CardMedia component="img" height="160" image={item.image} alt={HOME_TEXTS.illustration(articleText(item).title)} />
            <CardContent>
              <Typography variant="h6" component="h3">
                {articleText(item).title}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', my: 1 }}>
                <Typography variant="body2" component="time" dateTime={item.date}>
                  {formatArticleDate(item.date)}
                </Typography>
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <ChatBubbleOutline fontSize="inherit" aria-hidden /> {HOME_TEXTS.comments(item.comments)}
                </Typography>
              </Stack>
              <Typography variant="body2">{articleText(item).summary}</Typography>
            </CardContent>
            <CardActions>
              <Button onClick={() => article.open(item)} aria-label={`${SCREEN_TEXTS.buttons.readMore}: ${articleText(item).title}`}>
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
