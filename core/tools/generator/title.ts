// Listing titles of at most 60 characters: the most informative wording that fits.
import { type GeneratorValues } from './schema';
import { PROPERTY_TYPE_LABELS, TITLE_MAX_CHARS } from './fields';
import { spanishPlace } from './address';
import { asClause, countOf, formatQuantity } from './spanish';

/** On a word boundary, with an ellipsis when something was cut. */
export function cutToLimit(text: string, limit = TITLE_MAX_CHARS): string {
  if (text.length <= limit) return text;
  const room = text.slice(0, limit - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > limit / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:-]+$/, '')}…`;
}

/** The most detailed candidate that fits; the address whole, then its last part (usually the town). */
export function listingTitle(
  values: Pick<GeneratorValues, 'propertyType' | 'area' | 'rooms' | 'address'>,
): string {
  const label = PROPERTY_TYPE_LABELS[values.propertyType];
  const size = `${formatQuantity(values.area)} m²`;
  const rooms = countOf(values.rooms, 'dormitorio', 'dormitorios');
  const address = spanishPlace(values.address).title;
  // The last part is the town when it has letters ('Valencia', not the number in 'Sueca, 12').
  const town = asClause(asClause(values.address).split(',').pop() ?? '');
  const places = /\p{L}/u.test(town) && town !== address ? [address, town] : [address];
  // A studio's single bedroom is part of the open space: not worth the title's characters.
  const withRooms =
    values.propertyType === 'estudio' || values.propertyType === 'loft' ? [] : places;
  const candidates = [
    ...withRooms.map((place) => `${label} de ${size} con ${rooms} en ${place}`),
    ...places.map((place) => `${label} de ${size} en ${place}`),
    ...places.map((place) => `${label} en ${place}`),
    `${label} de ${size} con ${rooms}`,
  ];
  return (
    candidates.find((title) => title.length <= TITLE_MAX_CHARS) ??
    cutToLimit(candidates[0] ?? label)
  );
}
