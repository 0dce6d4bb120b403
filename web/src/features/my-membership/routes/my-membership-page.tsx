import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { MembershipRequestType } from '@takt/proto';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormats } from '../../invoices/components/money.ts';
import { useMyMembership } from '../api/my-membership.api.ts';
import { TerminationDialog } from '../components/termination-dialog.tsx';

/** Spec section 2 /my-membership: the member's memberships with their costs, termination requests and their state. */
export function MyMembershipPage() {
  const mine = useMyMembership();
  const { money, date } = useFormats();
  const [ending, setEnding] = useState<{ membershipTypeId: string; membershipTypeName: string } | null>(null);
  if (mine.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button onClick={() => mine.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        <FormattedMessage id="error.load_data_failed" />
      </Alert>
    );
  const data = mine.data;
  if (!data) return null;
  const pendingTermination = (typeId: string) =>
    data.requests.some((r) => r.type === MembershipRequestType.MembershipTermination && r.status === 0 && r.membershipTypeId === typeId);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">
        <FormattedMessage id="title.myMembership" />
      </Typography>
      {data.memberNumber && (
        <Typography>
          <FormattedMessage id="myMembership.memberNumber" values={{ number: data.memberNumber }} />
        </Typography>
      )}
      {data.memberships.length === 0 && (
        <Paper sx={{ p: 2 }}>
          <FormattedMessage id="myMembership.none" />
        </Paper>
      )}
      {data.memberships.map((m) => (
        <Card key={m.id} component="section" aria-label={m.membershipTypeName}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {m.membershipTypeName}
              </Typography>
              <Chip
                size="small"
                color={m.active ? 'success' : 'default'}
                label={<FormattedMessage id={m.active ? 'myMembership.active' : 'myMembership.inactive'} />}
              />
            </Stack>
            <Typography>
              <FormattedMessage
                id={m.tillDate ? 'myMembership.fromTill' : 'myMembership.from'}
                values={{ from: date(m.fromDate), till: date(m.tillDate) }}
              />
            </Typography>
            <Typography>
              <FormattedMessage id={m.yearly ? 'myMembership.costYearly' : 'myMembership.costMonthly'} values={{ cost: money(m.cost) }} />
            </Typography>
          </CardContent>
          {m.active && (
            <CardActions>
              {pendingTermination(m.membershipTypeId) ? (
                <Typography variant="body2" sx={{ px: 1 }}>
                  <FormattedMessage id="myMembership.terminationPending" />
                </Typography>
              ) : (
                <Button onClick={() => setEnding(m)}>
                  <FormattedMessage id="myMembership.terminate" />
                </Button>
              )}
            </CardActions>
          )}
        </Card>
      ))}
      {data.requests.length > 0 && (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <Paper component="section" aria-labelledby="my-requests" tabIndex={0} sx={{ p: 2, overflowX: 'auto' }}>
          <Typography id="my-requests" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            <FormattedMessage id="myMembership.requests" />
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="myMembership.requestDate" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="membershipRequests.type" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="membershipRequests.endDate" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="membershipRequests.status" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.requests.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{date(r.createdDate)}</TableCell>
                  <TableCell>
                    <FormattedMessage id={`membershipRequests.type.${r.type}`} />
                  </TableCell>
                  <TableCell>{date(r.endDate)}</TableCell>
                  <TableCell>
                    <FormattedMessage id={`membershipRequests.status.${r.status}`} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <TerminationDialog membership={ending} onClose={() => setEnding(null)} />
    </Stack>
  );
}
