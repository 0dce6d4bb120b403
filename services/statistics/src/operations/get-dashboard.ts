import type { Db } from '@takt/kit';
import type { DashboardFigures } from '@takt/proto';
import { dashboardDates } from '../domain/dashboard-dates.ts';
import type { Client } from '../store/client.ts';
import { dashboardCounts } from '../store/registration-facts.ts';

/** The home dashboard's figures of the caller's company on the caller's `date`. */
export function getDashboard(db: Db<Client>, date: string): Promise<DashboardFigures> {
  return db.tx((tx) => dashboardCounts(tx, dashboardDates(date)));
}
