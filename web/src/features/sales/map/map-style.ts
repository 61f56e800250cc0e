import { MAP } from '@yardsale/core/constants';

/** The /home map's box: the viewport's height less the header and the bottom bar. */
export const MAP_HEIGHT = `calc(100dvh - ${MAP.heightOffsetPx}px)`;
export const MAP_STYLE = { height: MAP_HEIGHT, width: '100%' } as const;
