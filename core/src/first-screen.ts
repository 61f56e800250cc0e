// What the page loader (page-loader-script.ts), the prerendered pages, the screens and the API share
// about first screens drawn by the server (decision 0032). A module of its own: importing the loader's
// module would bring its whole text into the app's bundle.

/**
 * On the root of a prerendered page that waits for the visitor and can show its first screen from
 * the visitor's position (Find, /classifieds, /home): the value is the API path that draws it as HTML (decision 0032).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The first screens: GET with near=lat,lng, answered with the HTML of the first cards near there
 * (204: none); the map's also with the width and height of the area it covers (decision 0034).
 */
export const FIRST_SCREEN_PATHS = { find: '/api/listings/first-screen', classifieds: '/api/classifieds/first-screen', home: '/api/listings/first-screen/map' } as const;

/** The element of such a page that receives the first screen (web/src/components/ui/first-screen-slot.tsx). */
export const FIRST_SCREEN_SLOT_CLASS = 'first-screen';

/**
 * On a slot laid over the screen's area instead of standing before it (the map, which must keep its
 * size under it): the page loader sends the slot's width and height with the position.
 */
export const FIRST_SCREEN_COVERS_ATTRIBUTE = 'data-covers';

/** Find's note above its cards when they are not from the guest's position: where they are from, named (decision 0088). */
export interface FindPlaceNoteProps {
  from: 'place' | 'default';
  label: string;
}
