import { Alert, Chip } from '@mui/material';
import { useIntl } from 'react-intl';
import { useLicenceInfo } from '../api/staff.api.ts';

/**
 * Spec section 4, "Licences": active employees each hold one; the list shows how many are used
 * and warns when more are needed (activating another employee is refused without a free one).
 */
export function LicenceInfo() {
  const intl = useIntl();
  const info = useLicenceInfo().data;
  if (!info) return null;
  const values = { used: info.activeUsers, total: info.totalLicences };
  const full = info.activeUsers >= info.totalLicences;
  return (
    <>
      <Chip
        data-testid="licence-info"
        color={full ? 'warning' : 'default'}
        variant="outlined"
        label={intl.formatMessage({ id: 'staff.licences' }, values)}
      />
      {info.moreLicencesNeeded && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {intl.formatMessage({ id: 'staff.moreLicencesNeeded' }, values)}
        </Alert>
      )}
    </>
  );
}
