import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** The narrow centred card every sign-in and account page uses. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: 3, width: 'min(420px, 100%)', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id={title} />
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
