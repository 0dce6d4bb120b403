import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { StatisticsLayout } from '@takt/proto';
import type { Client } from './client.ts';
import type { Prisma } from './generated/client.ts';

const json = (layout: StatisticsLayout) => layout as unknown as Prisma.InputJsonObject;

type Tx = TxClient<Client>;

export const insertPreset = (tx: Tx, name: string, layout: StatisticsLayout) =>
  tx.statisticsPreset.create({ data: { id: randomUUID(), name, layout: json(layout) } });

export const findPreset = (tx: Tx, id: string) => tx.statisticsPreset.findUnique({ where: { id } });

export const updatePresetRow = (tx: Tx, id: string, name: string, layout: StatisticsLayout) =>
  tx.statisticsPreset.update({ where: { id }, data: { name, layout: json(layout) } });

export const deletePresetRow = (tx: Tx, id: string) => tx.statisticsPreset.delete({ where: { id } });
