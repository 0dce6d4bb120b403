import { writeFileSync } from 'node:fs';
import { DOC_PATH, settingsDocument } from './settings-doc.ts';

writeFileSync(DOC_PATH, await settingsDocument());
