import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { Country } from '@/features/contacts';

/**
 * Every country and territory with its own dialling code (Kosovo among them, as XK), from the
 * telephone numbering data of libphonenumber: about 245, sorted by English name.
 */
export function createCountries(): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const countries = getCountries().map((iso, index): Country => ({
    id: iso.toLowerCase(),
    iso,
    name: names.of(iso) ?? iso,
    code: `+${getCountryCallingCode(iso)}`,
    // The template's sprite holds 16 flags of 16 by 11 pixels in a row.
    flagImagePos: `-${(index % 16) * 16}px -${Math.floor(index / 16) * 11}px`,
  }));
  return countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
