import { MAP } from '@yardsale/core/constants';

/** Set by /home to the height of the banner under its header (e-mail verification), if any. */
export const BANNER_HEIGHT_VAR = '--home-banner-height';

/** The /home map's box: the viewport's height less the header and the bottom bar (SPEC: 160 px), and less a banner. */
export const MAP_HEIGHT = `calc(100dvh - ${MAP.heightOffsetPx}px - var(${BANNER_HEIGHT_VAR}, 0px))`;
export const MAP_STYLE = { height: MAP_HEIGHT, width: '100%' } as const;
