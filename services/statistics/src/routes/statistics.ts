import { dtoOf, type Router } from '@takt/kit';
import { Preset, statisticsContracts as routes, StatisticsLayout } from '@takt/proto';
import { addPreset } from '../operations/add-preset.ts';
import { deletePreset } from '../operations/delete-preset.ts';
import { exportReport } from '../operations/export-report.ts';
import { exportStatistics } from '../operations/export-statistics.ts';
import { fillReport } from '../operations/fill-report.ts';
import { fillStatistics } from '../operations/fill-statistics.ts';
import { getDashboard } from '../operations/get-dashboard.ts';
import { updatePreset } from '../operations/update-preset.ts';
import type { Client } from '../store/client.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const toPreset = dtoOf(Preset, (row: { layout: unknown }) => ({ layout: StatisticsLayout.parse(row.layout) }));

export function statisticsRoutesOf(r: Router<Client>): void {
  r.handle(routes.fill, ({ body, db }) => fillStatistics(db, body));
  r.handle(routes.exportToExcel, async ({ params, body, reply }) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="statistics-${body.startDate}-${body.endDate}.xlsx"`)
      .send(await exportStatistics(params.locale, body)),
  );
  r.handle(routes.fillReport, ({ body, db }) => fillReport(db, body));
  r.handle(routes.exportReport, async ({ params, body, db, reply }) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="registrations-${body.start}-${body.end}.xlsx"`)
      .send(await exportReport(db, params.culture, body)),
  );
  r.handle(routes.getDashboard, ({ query, db }) => getDashboard(db, query.date));
  r.list(routes.getPresets, { model: (tx) => tx.statisticsPreset, map: toPreset });
  r.handle(routes.addPreset, ({ body, db }) => addPreset(db, body));
  r.handle(routes.updatePreset, async ({ body, db }) => toPreset(await updatePreset(db, body)));
  r.handle(routes.deletePreset, ({ params, db }) => deletePreset(db, params.id));
}
