// Runs before the app bundle so a stored dark mode, rtl direction or language shows without a flash.
// On a page the server rendered (data-rendered-lang), the language of the HTML is the one its text is in.
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
  if (root.hasAttribute('data-rendered-lang')) return;
  if (lang === 'en' || lang === 'fr' || lang === 'it') root.setAttribute('lang', lang);
})();
