import { Box, Stack, Typography } from '@mui/material';
import { AppModal } from '../../../components/AppModal';
import { HOME_TEXTS, NEWS_ARTICLE_TEXTS } from '@community/vocabulary';
import { articleText, formatArticleDate, type NewsArticle } from './news-articles';

/** One news article in full; closed when there is no article. */
export default function NewsArticleModal({ article, onClose }: { article: NewsArticle | null; onClose: () => void }) {
  return (
    <AppModal open={!!article} title={article ? articleText(article).title : ''} onClose={onClose} maxWidth="md">
      {article && (
        <Stack spacing={2}>
          <Box component="img" src={article.image} alt={HOME_TEXTS.illustration(articleText(article).title)} sx={{ width: '100%', borderRadius: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {formatArticleDate(article.date)} · {HOME_TEXTS.comments(article.comments)}
          </Typography>
          {NEWS_ARTICLE_TEXTS[article.id].map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
        </Stack>
      )}
    </AppModal>
  );
}
