import { Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** A screen of the spec that a domain issue has not built yet: the route, guard and title already work. */
export function ComingSoon() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography>
        <FormattedMessage id="common.comingSoon" />
      </Typography>
    </Paper>
  );
}
