import { z } from 'zod';
import type { ODataResource } from '../../odata.ts';
import { Uuid } from '../common.ts';
import { StatisticsLayout } from './request.ts';

/** A saved statistics layout (spec: id, name, JSON with criteria, id lists, age and time ranges). */
export const PresetInput = z.object({ name: z.string().trim().min(1).max(120), layout: StatisticsLayout });
export const PresetUpdate = PresetInput.extend({ id: Uuid });
export const Preset = z.object({ id: Uuid, name: z.string(), layout: StatisticsLayout, createdDate: z.string() });

// Spec section 9: presets by name.
export const presetOData: ODataResource = {
  fields: { id: { type: 'uuid' }, name: { type: 'string' }, createdDate: { type: 'datetime' } },
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};
