import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { hasAnyRole } from '@takt/proto/roles';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../api/me.ts';

const SHOWN = 'takt.trialDialogShown';

/**
 * Spec sections 4 and 6: for an admin or manager while the trial ends soon (7 days or fewer) or
 * has expired, and for everybody once it has expired; shown once per browser session.
 */
export function TrialDialog() {
  const navigate = useNavigate();
  const me = useMe().data;
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(SHOWN) === '1');
  if (!me || dismissed || me.company.trialDaysLeft < 0) return null;
  const manages = hasAnyRole(me.roles, ['manager']);
  const expired = me.company.trialExpired;
  if (!expired && !(manages && me.company.trialEndingSoon)) return null;
  const close = () => {
    sessionStorage.setItem(SHOWN, '1');
    setDismissed(true);
  };
  const text = expired ? (manages ? 'trial.expiredManager' : 'trial.expiredOther') : 'trial.endingSoon';
  return (
    <Dialog open onClose={close} aria-labelledby="trial-title" data-testid="trial-dialog">
      <DialogTitle id="trial-title">
        <FormattedMessage id="trial.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id={text} values={{ days: me.company.trialDaysLeft }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>
          <FormattedMessage id="common.close" />
        </Button>
        {manages && (
          <Button
            variant="contained"
            onClick={() => {
              close();
              navigate('/company-subscriptions');
            }}
          >
            <FormattedMessage id="trial.order" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
