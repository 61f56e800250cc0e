import type { ManifestOptions } from 'vite-plugin-pwa';

export const APP_NAME = 'Yard Sale Finder';
export const THEME_COLOR = '#2e7d32';

export const webManifest: Partial<ManifestOptions> = {
  name: APP_NAME,
  short_name: 'Yard Sales',
  description: 'Find yard, garage, estate, moving and community sales near you, and post your own.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['shopping', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
