export interface AddressParts {
  street?: string | null;
  nr?: string | null;
  zip?: string | null;
  city?: string | null;
}

/** "Torstraße 12, 10119 Berlin"; parts that are missing are left out. */
export function fullAddress(a: AddressParts): string {
  const streetLine = [a.street, a.nr].filter(Boolean).join(' ');
  const cityLine = [a.zip, a.city].filter(Boolean).join(' ');
  return [streetLine, cityLine].filter(Boolean).join(', ');
}
