// The lookup key of the 'local' geocoder gazetteer (geocoder_places.normalized):
// lower case, accents removed, punctuation to spaces, single spaces.
// 'Av. Santa Fe 3400, Palermo, CABA' → 'av santa fe 3400 palermo caba'.
export function normalizePlaceQuery(raw: string): string {
  return raw
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
}
