// Debian's Chromium as the measuring scripts start it (size, first-visit, lighthouse): the same flags as the
// browser tests' configuration (e2e/playwright.config.ts), without the background traffic that would count as the
// page's.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
