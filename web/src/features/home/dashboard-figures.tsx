import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { bookingTaskRequestContracts as taskRoutes } from '@takt/proto/http/booking/task-requests';
import { statisticsContracts } from '@takt/proto/http/statistics/index';
import { hasPermission, type PermissionFlag } from '@takt/proto/permissions';
import { hasAnyRole, type Role } from '@takt/proto/roles';
import type { RouteContract } from '@takt/proto/http/contract';
import dayjs from 'dayjs';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { call } from '../../api/call.ts';
import { useDashboard } from '../statistics/api/report.api.ts';
import { taskRequestKeys } from '../task-requests/api/task-requests.api.ts';

const FIGURES = ['registrationsToday', 'registrationsThisWeek', 'waitingThisWeek', 'attendancesThisMonth', 'activeMembers'] as const;

/** May the signed-in user call the route? The same tables the server checks. */
function allowed(me: { roles: string[]; permissions: string[] }, contract: RouteContract): boolean {
  const roles = me.roles as Role[];
  if (Array.isArray(contract.access) && !hasAnyRole(roles, contract.access as readonly Role[])) return false;
  return !contract.permission || hasPermission({ roles, permissions: me.permissions as PermissionFlag[] }, contract.permission);
}

/** The office's key figures on home: registrations, attendances, members and open task requests. */
export function DashboardFigures({ me }: { me: { roles: string[]; permissions: string[] } }) {
  const today = dayjs().format('YYYY-MM-DD');
  const dashboard = useDashboard(today, allowed(me, statisticsContracts.getDashboard));
  const showTasks = allowed(me, taskRoutes.countOpenTaskRequests);
  const tasks = useQuery({
    queryKey: taskRequestKeys.list({ open: true }),
    queryFn: () => call(taskRoutes.countOpenTaskRequests, { query: '' }),
    enabled: showTasks,
  });
  const figures: [id: string, value: number | undefined][] = [
    ...(dashboard.data ? FIGURES.map((f) => [f, dashboard.data[f]] as [string, number]) : []),
    ...(showTasks && tasks.data ? [['openTaskRequests', tasks.data.count] as [string, number]] : []),
  ];
  if (!figures.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="home-figures"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', mt: 2 }}
    >
      <Typography id="home-figures" variant="h2" sx={{ gridColumn: '1 / -1' }}>
        <FormattedMessage id="home.figures" />
      </Typography>
      {figures.map(([id, value]) => (
        <Paper key={id} variant="outlined" sx={{ p: 1.5 }} data-testid={`figure-${id}`}>
          <Typography component="p" variant="h3" sx={{ fontWeight: 600 }}>
            <FormattedNumber value={value ?? 0} />
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            <FormattedMessage id={`home.figure.${id}`} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
