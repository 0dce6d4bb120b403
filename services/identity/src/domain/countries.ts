/** A country a company may be registered in, with its German and English name. */
export interface Country {
  id: string;
  nameDe: string;
  nameEn: string;
}

/** Spec section 3: the EU member states plus Great Britain (ISO 3166-1 alpha-2 ids). */
export const COUNTRIES: readonly Country[] = [
  { id: 'AT', nameDe: 'Österreich', nameEn: 'Austria' },
  { id: 'BE', nameDe: 'Belgien', nameEn: 'Belgium' },
  { id: 'BG', nameDe: 'Bulgarien', nameEn: 'Bulgaria' },
  { id: 'HR', nameDe: 'Kroatien', nameEn: 'Croatia' },
  { id: 'CY', nameDe: 'Zypern', nameEn: 'Cyprus' },
  { id: 'CZ', nameDe: 'Tschechien', nameEn: 'Czechia' },
  { id: 'DK', nameDe: 'Dänemark', nameEn: 'Denmark' },
  { id: 'EE', nameDe: 'Estland', nameEn: 'Estonia' },
  { id: 'FI', nameDe: 'Finnland', nameEn: 'Finland' },
  { id: 'FR', nameDe: 'Frankreich', nameEn: 'France' },
  { id: 'DE', nameDe: 'Deutschland', nameEn: 'Germany' },
  { id: 'GR', nameDe: 'Griechenland', nameEn: 'Greece' },
  { id: 'HU', nameDe: 'Ungarn', nameEn: 'Hungary' },
  { id: 'IE', nameDe: 'Irland', nameEn: 'Ireland' },
  { id: 'IT', nameDe: 'Italien', nameEn: 'Italy' },
  { id: 'LV', nameDe: 'Lettland', nameEn: 'Latvia' },
  { id: 'LT', nameDe: 'Litauen', nameEn: 'Lithuania' },
  { id: 'LU', nameDe: 'Luxemburg', nameEn: 'Luxembourg' },
  { id: 'MT', nameDe: 'Malta', nameEn: 'Malta' },
  { id: 'NL', nameDe: 'Niederlande', nameEn: 'Netherlands' },
  { id: 'PL', nameDe: 'Polen', nameEn: 'Poland' },
  { id: 'PT', nameDe: 'Portugal', nameEn: 'Portugal' },
  { id: 'RO', nameDe: 'Rumänien', nameEn: 'Romania' },
  { id: 'SK', nameDe: 'Slowakei', nameEn: 'Slovakia' },
  { id: 'SI', nameDe: 'Slowenien', nameEn: 'Slovenia' },
  { id: 'ES', nameDe: 'Spanien', nameEn: 'Spain' },
  { id: 'SE', nameDe: 'Schweden', nameEn: 'Sweden' },
  { id: 'GB', nameDe: 'Großbritannien', nameEn: 'Great Britain' },
];

const byId = new Map(COUNTRIES.map((c) => [c.id, c]));

export function findCountry(id: string): Country | undefined {
  return byId.get(id.toUpperCase());
}

export function isAllowedCountry(id: string): boolean {
  return byId.has(id.toUpperCase());
}

/** The country's name in the caller's language (German unless English is asked for). */
export function countryName(id: string, language = 'de'): string | undefined {
  const c = findCountry(id);
  return c && (language.startsWith('en') ? c.nameEn : c.nameDe);
}
