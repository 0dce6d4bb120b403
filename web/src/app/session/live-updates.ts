import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { HubMethod } from '@takt/proto';
import { tokens } from '../../api/client.ts';
import { HubConnection } from '../../api/hub.ts';
import { useMe } from '../../api/me.ts';
import { appointmentMessageKeys } from '../../features/appointment-chat/api/appointment-messages.api.ts';
import { attendanceKeys } from '../../features/attendances/api/attendances.api.ts';
import { excelKeys } from '../../features/excel/api/excel-keys.ts';
import { invoiceKeys } from '../../features/invoices/api/invoices.api.ts';
import { pushMessageKeys } from '../../features/notifications/api/push-messages.api.ts';

const includes = (ids: unknown, id: string) => Array.isArray(ids) && ids.some((x) => String(x).toLowerCase() === id.toLowerCase());

/** The one table of what a hub notice refreshes: the query keys it invalidates for this account. */
export const noticeInvalidates: Record<keyof typeof HubMethod, (args: unknown[], accountId: string) => QueryKey[]> = {
  // Spec section 7: reload the messages only when the notice names this account.
  UpdatePushMessages: ([accountIds], accountId) => (includes(accountIds, accountId) ? [pushMessageKeys.all] : []),
  NewAppointmentMessage: ([appointmentId]) => (typeof appointmentId === 'string' ? [appointmentMessageKeys.detail(appointmentId)] : []),
  // Seat counts and booking lists of the company; a screen not showing them has nothing cached to reload.
  UpdateAppointmentSeats: () => [attendanceKeys.all],
  // An invoice run moved on: invoice lists and the run dialog reload.
  InvoiceRunProgress: () => [invoiceKeys.all],
  // An Excel import or export moved on: the file lists reload.
  ExcelProgress: () => [excelKeys.all],
};

export function keysFor(target: string, args: unknown[], accountId: string): QueryKey[] {
  const map = noticeInvalidates[target as keyof typeof HubMethod] as (typeof noticeInvalidates)[keyof typeof HubMethod] | undefined;
  return map ? map(args, accountId) : [];
}

/**
 * Signed in: joins the company group on the hub and refreshes the queries a notice names. A new
 * token (refresh) reconnects with it; signing out (the account is gone) closes the socket. Answers
 * the connection for screens that join more groups (HubContext).
 */
export function useLiveUpdates(): HubConnection | null {
  const [current, setCurrent] = useState<HubConnection | null>(null);
  const queryClient = useQueryClient();
  const me = useMe().data;
  const companyId = me?.company.id;
  const accountId = me?.account.id;
  useEffect(() => {
    if (!companyId || !accountId) return;
    const hub = new HubConnection({
      token: () => tokens.access,
      companyId,
      onNotice: (target, args) => {
        for (const queryKey of keysFor(target, args, accountId)) void queryClient.invalidateQueries({ queryKey });
      },
      // Notices sent while the socket was down are lost: refresh everything the hub would.
      onRejoined: () => {
        void queryClient.invalidateQueries({ queryKey: pushMessageKeys.all });
        void queryClient.invalidateQueries({ queryKey: appointmentMessageKeys.all });
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
      },
    });
    hub.start();
    setCurrent(hub);
    let token = tokens.access;
    const unsubscribe = tokens.subscribe(() => {
      if (tokens.access === token) return;
      token = tokens.access;
      if (token) hub.restart();
      else hub.stop();
    });
    return () => {
      unsubscribe();
      hub.stop();
      setCurrent(null);
    };
  }, [companyId, accountId, queryClient]);
  return current;
}
