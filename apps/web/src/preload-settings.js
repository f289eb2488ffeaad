// Runs before the app bundle so a stored dark mode, rtl direction or language shows without a flash.
// On a page the server rendered (data-rendered-lang), the language of the HTML is the one its text is in.
(() => {
  const root = document.documentElement;
  // Early code: the app's files are fetched while the loading screen paints, instead of once the entry has run and
  // asked for them. The build writes their names below (vite-plugins/screen-chunks.ts); run as written (the dev
  // server, the tests), there are none.
  const screenFiles = /* screen files */ null;
  const early = (file) => {
    const link = document.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // As the app asks for them (Vite's loader marks its links crossorigin), so that its request finds this one.
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  };
  // The app's start (src/app/start.tsx, which the entry imports once this page has painted), on every page of the
  // app; not on a page the server rendered, which runs without the app.
  const inApp = !root.hasAttribute('data-rendered-lang');
  if (screenFiles && inApp) screenFiles.start.forEach(early);

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
  if (!inApp) return;
  // The reader's language as the app will pick it (src/lib/i18n.ts): stored, else the cookie, else the browser's.
  const known = (value) => (value === 'en' || value === 'fr' || value === 'it' ? value : null);
  const cookie = /(?:^|; )portal\.lang=(\w+)/.exec(document.cookie);
  const browser = [...(navigator.languages || []), navigator.language || ''];
  const reader =
    known(lang) || known(cookie?.[1]) || browser.map((tag) => known(tag.slice(0, 2).toLowerCase())).find(Boolean);
  // The loading screen in that language, when the page is in another (the offline app keeps the page as built, in
  // English). The build writes each language's two texts here; run as written, there are none.
  const shellTexts = /* shell texts */ null;
  const texts = reader && root.getAttribute('lang') !== reader && shellTexts?.[reader];
  if (texts) {
    const say = () =>
      document.querySelectorAll('[data-shell-text]').forEach((node) => {
        const text = texts[node.getAttribute('data-shell-text')];
        if (text) node.textContent = text;
      });
    // This script runs before the loading screen is parsed: its texts change as soon as it is, before it paints.
    if (document.getElementById('root')) say();
    else {
      const parsed = new MutationObserver(() => {
        if (!document.getElementById('root')) return;
        parsed.disconnect();
        say();
      });
      parsed.observe(root, { childList: true, subtree: true });
    }
  }
  if (reader) root.setAttribute('lang', reader);

  // Signed in: the signed-in screens' files and their words, and on an application's address the editor's. (The
  // screen's API reads are asked by its route's loader, src/lib/route-reads.ts, once the app's code has run.)
  let auth = null;
  try {
    auth = JSON.parse(localStorage.getItem('portal.auth') || 'null');
  } catch (_) {
    return;
  }
  if (!auth || typeof auth.token !== 'string' || !auth.user) return;
  const path = location.pathname;
  if (screenFiles) {
    screenFiles.signedIn.forEach(early);
    if (screenFiles.catalogs[reader]) early(screenFiles.catalogs[reader]);
    if (/^\/applications\/\d+\/(edit|view)(\/|$)/.test(path)) screenFiles.applicationEditor.forEach(early);
  }
})();
