import { randomUUID } from 'node:crypto';
import { notFound, readUploadForm, validationFailed, type Router, type TxClient } from '@takt/kit';
import { identityOrganisationRoutes as routes, type UserCaller } from '@takt/proto';
import { DEFAULT_COMPANY_SETTINGS, LOGO_CONTENT_TYPES, logoMatchesType, type CompanySettingsValues } from '../domain/company-settings.ts';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import type { CompanySettings } from '../store/generated/client.ts';
import { actorOf } from '../store/users.ts';

function values(row: CompanySettings | null): CompanySettingsValues {
  if (!row) return { ...DEFAULT_COMPANY_SETTINGS };
  const { id: _i, companyId: _c, logo: _l, logoContentType: _t, updatedDate: _u, ...stored } = row;
  return stored as CompanySettingsValues;
}

function toDto(row: CompanySettings | null, companyId: string) {
  return { id: row?.id ?? null, companyId, ...values(row), hasLogo: !!row?.logoContentType };
}

/** Saves settings over the stored ones (or the defaults), audited with before and after. */
async function save(
  tx: TxClient<Client>,
  user: UserCaller,
  change: Partial<CompanySettingsValues> & { logo?: Uint8Array<ArrayBuffer> | null; logoContentType?: string | null },
) {
  const before = await tx.companySettings.findFirst();
  const after = await tx.companySettings.upsert({
    where: { companyId: user.companyId },
    create: { id: randomUUID(), ...values(null), ...change },
    update: { ...change, updatedDate: new Date() },
  });
  const view = (row: CompanySettings | null) => ({
    ...values(row),
    logo: row?.logo ? `${row.logoContentType} ${row.logo.length} bytes` : null,
  });
  await recordAudit(tx, await actorOf(tx, user), {
    entityType: 'CompanySettings',
    entityId: after.id,
    action: before ? 'updated' : 'created',
    before: view(before),
    after: view(after),
  });
  return toDto(after, user.companyId);
}

export function settingsRoutes(r: Router<Client>): void {
  r.handle(routes.getSettings, async ({ db, user }) => toDto(await db.tx((tx) => tx.companySettings.findFirst()), user.companyId));

  r.handle(routes.getSettingsAnonymous, async ({ params, db }) =>
    asPublicCompany(db, params.companyId, async (tx) => toDto(await tx.companySettings.findFirst(), params.companyId)),
  );

  r.handle(routes.getSettingsByLocation, async ({ params, db }) => {
    const owner = await db.system((tx) => tx.location.findFirst({ where: { id: params.id, active: true }, select: { companyId: true } }));
    if (!owner) throw notFound('Location');
    return asPublicCompany(db, owner.companyId, async (tx) => toDto(await tx.companySettings.findFirst(), owner.companyId));
  });

  r.handle(routes.deleteSettings, async ({ params, db, user }) => {
    await db.tx(async (tx) => {
      const before = await tx.companySettings.findFirst({ where: { id: params.id } });
      if (!before) throw notFound('Settings');
      await tx.companySettings.deleteMany({ where: { id: params.id } });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'CompanySettings',
        entityId: before.id,
        action: 'deleted',
        before: { ...values(before) },
        after: { ...DEFAULT_COMPANY_SETTINGS },
      });
    });
    return { ok: true };
  });

  for (const contract of [routes.createSettings, routes.updateSettings]) {
    r.handle(contract, async ({ body, db, user }) => db.tx((tx) => save(tx, user, body)));
  }

  r.handle(routes.updateLogo, async ({ req, db, user }) => {
    const { file } = await readUploadForm(req, 'File');
    if (!file) throw validationFailed([{ field: 'File', message: 'an image file is required' }]);
    const contentType = file.mimetype;
    const bytes = new Uint8Array(file.bytes);
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(contentType)) {
      throw validationFailed([{ field: 'File', message: `one of ${LOGO_CONTENT_TYPES.join(', ')}` }]);
    }
    if (bytes.length === 0) throw validationFailed([{ field: 'File', message: 'the file is empty' }]);
    if (!logoMatchesType(bytes, contentType)) throw validationFailed([{ field: 'File', message: `not a ${contentType} image` }]);
    return db.tx((tx) => save(tx, user, { logo: bytes, logoContentType: contentType }));
  });

  r.handle(routes.removeLogo, async ({ db, user }) => db.tx((tx) => save(tx, user, { logo: null, logoContentType: null })));

  r.handle(routes.getLogo, async ({ params, db, reply }) => {
    const row = await asPublicCompany(db, params.companyId, (tx) =>
      tx.companySettings.findFirst({ select: { logo: true, logoContentType: true } }),
    );
    if (!row?.logo || !row.logoContentType) throw notFound('Logo');
    return reply
      .header('content-type', row.logoContentType)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.logo));
  });
}
