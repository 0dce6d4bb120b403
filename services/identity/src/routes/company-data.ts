import { fail, notFound, revokeSessions, validationFailed, type Router } from '@takt/kit';
import { ErrorCode, identityOrganisationRoutes as routes } from '@takt/proto';
import { COUNTRIES, countryName, findCountry, isAllowedCountry } from '../domain/countries.ts';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany, companyAuditView, companyNameTaken, liveCompany, supportEmailTaken, toCompanyDto } from '../store/companies.ts';
import { actorOf } from '../store/users.ts';

const languageOf = (query: Record<string, unknown>) => String(query.lang ?? query.locale ?? query.culture ?? 'de');

/** Company data of spec section 7: the own company, its public face, validation and delete. */
export function companyDataRoutes(r: Router<Client>): void {
  r.handle(routes.getOwnCompany, async ({ db, user }) => toCompanyDto(await db.tx((tx) => liveCompany(tx, user.companyId))));

  // No cross-tenant super admin exists in this product: GetAll is the caller's own company as a list.
  r.handle(routes.getAllCompanies, async ({ db, user }) => [toCompanyDto(await db.tx((tx) => liveCompany(tx, user.companyId)))]);

  r.handle(routes.updateCompany, async ({ body, db, user }) => {
    if (!isAllowedCountry(body.countryId)) throw validationFailed([{ field: 'countryId', message: 'not one of the allowed countries' }]);
    const updated = await db.tx(async (tx) => {
      const before = await liveCompany(tx, user.companyId);
      // The company table is global: these checks see every company, as uniqueness needs.
      if (await companyNameTaken(tx, body.name, before.id)) {
        throw fail(ErrorCode.CompanyNameTaken, 'A company with this name exists already', { field: 'name' });
      }
      if (body.supportEmail && (await supportEmailTaken(tx, body.supportEmail, before.id))) {
        throw fail(ErrorCode.SupportEmailTaken, 'This support e-mail is used by another company', { field: 'supportEmail' });
      }
      const after = await tx.company.update({ where: { id: before.id }, data: body });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Company',
        entityId: before.id,
        action: 'updated',
        before: companyAuditView(before),
        after: companyAuditView(after),
      });
      return after;
    });
    return toCompanyDto(updated);
  });

  // Soft delete: the row stays (its name stays reserved, other services keep their references),
  // every read answers 404 and the company's refresh tokens are revoked.
  r.handle(routes.deleteCompany, async ({ params, db, cache, user }) => {
    if (params.id !== user.companyId) throw notFound('Company');
    await db.tx(async (tx) => {
      const before = await liveCompany(tx, user.companyId);
      await tx.company.update({ where: { id: before.id }, data: { deletedDate: new Date() } });
      await tx.refreshToken.updateMany({ where: { revokedAt: null }, data: { revokedAt: new Date() } });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Company',
        entityId: before.id,
        action: 'deleted',
        before: companyAuditView(before),
      });
    });
    await revokeSessions(cache, 'company', user.companyId);
    return { ok: true };
  });

  r.handle(routes.getPublicCompany, async ({ params, db }) =>
    asPublicCompany(db, params.id, async (tx, c) => {
      const settings = await tx.companySettings.findFirst({ where: { companyId: c.id }, select: { logoContentType: true } });
      return {
        id: c.id,
        name: c.name,
        city: c.city,
        countryId: c.countryId,
        countryName: countryName(c.countryId) ?? c.countryId,
        hasLogo: !!settings?.logoContentType,
      };
    }),
  );

  r.handle(routes.getCompanyName, async ({ params, db }) => {
    const c = await db.tx((tx) => liveCompany(tx, params.id));
    return { id: c.id, name: c.name };
  });

  r.handle(routes.getCompanyCountry, async ({ db, user, query }) => {
    const c = await db.tx((tx) => liveCompany(tx, user.companyId));
    const country = findCountry(c.countryId);
    if (!country) throw notFound('Country');
    return { ...country, name: countryName(country.id, languageOf(query))! };
  });

  r.handle(routes.validateCompanyName, async ({ body, db }) => ({
    valid: !(await db.tx((tx) => companyNameTaken(tx, body.name, body.id))),
  }));

  r.handle(routes.listCountries, async ({ query }) => {
    const language = languageOf(query);
    return COUNTRIES.map((c) => ({ ...c, name: countryName(c.id, language)! })).sort((a, b) => a.name.localeCompare(b.name, language));
  });
}
