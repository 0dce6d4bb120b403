// SEPA's character set (EPC best practice, also the German DK rules): a-z A-Z 0-9 / - ? : ( ) . , ' +
// and space. Names and texts are transliterated into it and cut to the field's length.

const REPLACEMENTS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
  '&': '+',
  _: '-',
  '"': "'",
  '„': "'",
  '“': "'",
  '”': "'",
  '‚': "'",
  '‘': "'",
  '’': "'",
  '–': '-',
  '—': '-',
};

const NOT_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** The text in the SEPA character set: umlauts spelt out, accents dropped, the rest removed, spaces collapsed. */
export function toSepaCharset(text: string): string {
  const replaced = [...text].map((ch) => REPLACEMENTS[ch] ?? ch).join('');
  return replaced.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').replace(NOT_SEPA, '').replace(/ {2,}/g, ' ').trim();
}

/** Transliterated and cut to `max` characters (names 70, remittance 140, ids 35). */
export function sepaText(text: string, max: number): string {
  return toSepaCharset(text).slice(0, max).trim();
}

/** Escapes the five XML specials; after transliteration only & < > ' " could matter, and only ' remains possible. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}
