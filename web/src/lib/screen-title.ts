import { APP_NAME } from '@/config/manifest';

/** The tab's name for a screen with this heading: 'Frequently Asked Questions · Yard Sale Finder'. */
export const screenTitle = (heading: string) => (heading === APP_NAME ? APP_NAME : `${heading} · ${APP_NAME}`);
