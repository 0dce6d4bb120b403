import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { ReferenceLinkRow } from '../store/reference-links.ts';
import { requireLink } from './reference-link-steps.ts';

export const getReferenceLink = (db: Db<Client>, id: string): Promise<ReferenceLinkRow> => db.tx((tx) => requireLink(tx, id));
