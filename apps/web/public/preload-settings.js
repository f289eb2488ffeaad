// Runs before the app bundle so a stored dark mode, rtl direction or language shows without a flash.
(() => {
  const root = document.documentElement;
  let theme = {};
  let lang = null;
  try {
    theme = JSON.parse(localStorage.getItem('portal.theme') || '{}') || {};
    lang = localStorage.getItem('portal.lang');
  } catch (_) {
    // Storage blocked or corrupt: the app falls back to its defaults.
  }
  if (theme.mode === 'dark' || theme.mode === 'light') root.setAttribute('data-mantine-color-scheme', theme.mode);
  if (theme.direction === 'rtl' || theme.direction === 'ltr') root.setAttribute('dir', theme.direction);
  if (lang === 'en' || lang === 'fr' || lang === 'it') root.setAttribute('lang', lang);
})();
