import { z } from 'zod';
import { Created, IdParams, odataList, Uuid } from '../common.ts';
import { OFFICE_ROLES } from '../../roles.ts';
import { screenRoles } from '../../screens.ts';
import { route } from '../contract.ts';
import { Preset, PresetInput, PresetUpdate, presetOData } from './presets.ts';
import { DashboardFigures, DashboardQuery, RegistrationReport, RegistrationReportRequest } from './reports.ts';
import { StatisticsExportBody, StatisticsRequest, StatisticsResult } from './request.ts';

export * from './presets.ts';
export * from './reports.ts';
export * from './request.ts';

export const EventLogEntry = z.object({
  id: Uuid,
  dateTime: z.string(),
  action: z.string(),
  executedByName: z.string(),
  /** One line per changed field, e.g. "lastName: Klein → Groß". */
  displayText: z.array(z.string()),
  parsedData: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});

const statistics = { service: 'statistics', access: screenRoles('/statistics'), permission: 'statisticsViewCreate' } as const;

export const statisticsContracts = {
  fill: route({
    ...statistics,
    method: 'POST',
    path: '/api/Statistics/Fill',
    summary: 'Compute a statistic over a date range, grouped by time unit and nested criteria',
    body: StatisticsRequest,
    response: z.array(StatisticsResult),
  }),
  exportToExcel: route({
    ...statistics,
    method: 'POST',
    path: '/api/Statistics/ExportToExcel/:locale',
    summary: 'The rows a statistic screen shows as an Excel workbook',
    params: z.object({ locale: z.enum(['de', 'en']) }),
    body: StatisticsExportBody,
    binary: 'download',
  }),
  getPresets: route({
    ...statistics,
    method: 'GET',
    path: '/odata/Statistics/GetPresets()',
    summary: 'Saved statistics layouts (by name)',
    odata: presetOData,
    response: odataList(Preset),
  }),
  addPreset: route({
    ...statistics,
    method: 'POST',
    path: '/api/Statistics/AddPreset',
    summary: 'Save a statistics layout under a name',
    body: PresetInput,
    response: Created,
  }),
  updatePreset: route({
    ...statistics,
    method: 'PUT',
    path: '/api/Statistics/UpdatePreset',
    summary: "Change a saved layout's name or layout",
    body: PresetUpdate,
    response: Preset,
  }),
  deletePreset: route({
    ...statistics,
    method: 'DELETE',
    path: '/api/Statistics/DeletePreset/:id',
    summary: 'Delete a saved layout',
    params: IdParams,
  }),
  fillReport: route({
    service: 'statistics',
    access: screenRoles('/statistics'),
    permission: 'reportsView',
    method: 'POST',
    path: '/api/Reports/Fill',
    summary: 'Registration count report: registrations per hour, day, week or month, and the trainers in those buckets',
    body: RegistrationReportRequest,
    response: RegistrationReport,
  }),
  exportReport: route({
    service: 'statistics',
    access: screenRoles('/statistics'),
    permission: 'reportsView',
    method: 'POST',
    path: '/api/Reports/ExportToExcel/:culture',
    summary: 'The registration count report (all trainers) as an Excel workbook',
    params: z.object({ culture: z.enum(['de-DE', 'en-US']) }),
    body: RegistrationReportRequest,
    binary: 'download',
  }),
  getDashboard: route({
    service: 'statistics',
    access: OFFICE_ROLES,
    permission: 'reportsView',
    method: 'GET',
    path: '/api/Statistics/GetDashboard',
    summary: "The home dashboard's figures of the caller's company (registrations, attendances, active members)",
    query: DashboardQuery,
    response: DashboardFigures,
  }),
  getEventLog: route({
    method: 'GET',
    path: '/api/EventLog/GetLog/:entityType/:entityId',
    service: 'statistics',
    access: screenRoles('/my-company'),
    summary: 'Who changed an entity and when, newest first',
    params: z.object({ entityType: z.string().min(1).max(60), entityId: Uuid }),
    response: z.array(EventLogEntry),
  }),
} as const;
