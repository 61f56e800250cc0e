// Where sales may be posted: the USA (with Alaska, Hawaii and the territories the address search
// offers) and Canada. Generous boxes rather than borders: they only stop coordinates that cannot be
// right (0,0 from a failed lookup, a swapped latitude and longitude), the geocoder does the rest.

interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

const SERVICE_AREA: readonly Box[] = [
  { south: 24, north: 84, west: -180, east: -52 }, // contiguous USA, Canada, Alaska
  { south: 50, north: 56, west: 172, east: 180 }, // the Aleutians west of the antimeridian
  { south: 18.5, north: 29, west: -179, east: -154 }, // Hawaii
  { south: 17.5, north: 18.8, west: -68, east: -64.3 }, // Puerto Rico and the U.S. Virgin Islands
  { south: 13, north: 21, west: 144, east: 146.5 }, // Guam and the Northern Mariana Islands
  { south: -14.6, north: -11, west: -171.2, east: -168 }, // American Samoa
];

export function isInServiceArea(latitude: number, longitude: number): boolean {
  return SERVICE_AREA.some((box) => latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east);
}
