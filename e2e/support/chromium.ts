// How the browser tests and the browser benchmarks (bench/) start Debian's Chromium.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Since Chromium 156 every headless window also builds the address bar's popups as WebUI pages
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode twin) in a renderer of their own. Measured on
 * this 2-core machine, five browser contexts of 1.5 s each took 16.8 CPU-seconds with them and 6.6
 * without: a core taken from the page under test. No test or benchmark types into an address bar.
 */
const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium reads only the last --disable-features, so this one repeats the launcher's own list
 * (Playwright's or chrome-launcher's) and adds the popups to it.
 */
export const disableFeaturesFlag = (launcherDisabled: readonly string[]) => `--disable-features=${[...launcherDisabled, ...ADDRESS_BAR_POPUPS].join(',')}`;

/** Playwright 1.65's disabled features (playwright-core's chromiumSwitches.ts), which its flag would otherwise lose. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Arguments for Playwright's chromium.launch (after its own). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES)];
