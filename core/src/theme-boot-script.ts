import { DEFAULT_THEME, THEME_STORAGE_KEY } from './constants';

/**
 * Runs in <head> before the first paint and puts this device's last theme choice on
 * <html data-theme> ('system' resolved through the media query), which the app's CSS variables
 * follow: a dark-theme user never sees the prerendered page flash light. It is inline, so the API's
 * Content-Security-Policy allows exactly this text by its hash.
 */
export const THEME_BOOT_SCRIPT =
  `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `if(t!=='light'&&t!=='dark'&&t!=='system')t=${JSON.stringify(DEFAULT_THEME)};` +
  `if(t==='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
  `document.documentElement.setAttribute('data-theme',t)})()`;
