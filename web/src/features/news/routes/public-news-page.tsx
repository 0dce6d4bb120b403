import { Alert, Box, Container, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { newsLogoUrl, usePublicNews } from '../api/news.api.ts';

/** /public-news/{companyId}: a company's published news for visitors, one per page, newest first (spec section 9). */
export function PublicNewsPage() {
  const { companyId = '' } = useParams();
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const news = usePublicNews(companyId, page);
  const total = news.data?.['@odata.count'] ?? 0;
  const n = news.data?.value[0];
  return (
    <Container maxWidth="sm" sx={{ py: 3 }} component="main">
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        <FormattedMessage id="news.publicTitle" />
      </Typography>
      {news.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {news.isSuccess && !n && (
        <Typography color="text.secondary">
          <FormattedMessage id="news.noneYet" />
        </Typography>
      )}
      {n && (
        <Paper component="article" sx={{ p: 2 }} aria-busy={news.isFetching} data-testid="public-news">
          <Stack spacing={1}>
            {n.hasLogo && (
              <Box
                component="img"
                src={newsLogoUrl(n.id, n.createdDate)}
                alt=""
                sx={{ maxWidth: 200, maxHeight: 120, objectFit: 'contain' }}
              />
            )}
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {n.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {intl.formatDate(n.fromDate, { dateStyle: 'long' })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.text}</Typography>
          </Stack>
        </Paper>
      )}
      {total > 1 && (
        <Pagination
          sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
          count={total}
          page={page + 1}
          onChange={(_, p) => setPage(p - 1)}
          getItemAriaLabel={(type, p) => intl.formatMessage({ id: `news.page.${type}` }, { page: p ?? 0 })}
        />
      )}
    </Container>
  );
}
