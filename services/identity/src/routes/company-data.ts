import { notFound, type Router } from '@takt/kit';
import { identityOrganisationContracts as routes, type LanguageQuery } from '@takt/proto';
import { COUNTRIES, countryName, findCountry } from '../domain/countries.ts';
import { deleteCompany } from '../operations/delete-company.ts';
import { getCompany } from '../operations/get-company.ts';
import { getCompanyByLocation } from '../operations/get-company-by-location.ts';
import { getPublicCompany } from '../operations/get-public-company.ts';
import { isCompanyNameTaken } from '../operations/is-company-name-taken.ts';
import { updateCompany } from '../operations/update-company.ts';
import type { Client } from '../store/client.ts';
import { toCompanyDto } from '../store/companies.ts';

const languageOf = (query: LanguageQuery) => query.lang ?? query.locale ?? query.culture ?? 'de';

/** Company data of spec section 7: the own company, its public face, validation and delete. */
export function companyDataRoutes(r: Router<Client>): void {
  r.handle(routes.getOwnCompany, async ({ db, user }) => toCompanyDto(await getCompany(db, user.companyId)));

  // No cross-tenant super admin exists in this product: GetAll is the caller's own company as a list.
  r.handle(routes.getAllCompanies, async ({ db, user }) => [toCompanyDto(await getCompany(db, user.companyId))]);

  r.handle(routes.updateCompany, async ({ body, db, user }) => toCompanyDto(await updateCompany(db, user, body)));
  r.handle(routes.deleteCompany, ({ params, db, cache, user }) => deleteCompany(db, cache, user, params.id));
  r.handle(routes.getPublicCompany, ({ params, db }) => getPublicCompany(db, params.id));
  r.handle(routes.getCompanyByLocationId, ({ params, db }) => getCompanyByLocation(db, params.id));

  r.handle(routes.getCompanyName, async ({ params, db }) => {
    const c = await getCompany(db, params.id);
    return { id: c.id, name: c.name };
  });

  r.handle(routes.getCompanyCountry, async ({ db, user, query }) => {
    const c = await getCompany(db, user.companyId);
    const country = findCountry(c.countryId);
    if (!country) throw notFound('Country');
    return { ...country, name: countryName(country.id, languageOf(query))! };
  });

  r.handle(routes.validateCompanyName, async ({ body, db }) => ({ valid: !(await isCompanyNameTaken(db, body.name, body.id)) }));

  r.handle(routes.listCountries, async ({ query }) => {
    const language = languageOf(query);
    return COUNTRIES.map((c) => ({ ...c, name: countryName(c.id, language)! })).sort((a, b) => a.name.localeCompare(b.name, language));
  });
}
