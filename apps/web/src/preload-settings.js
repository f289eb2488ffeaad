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
  if (lang !== 'en' && lang !== 'fr' && lang !== 'it') return;

  // Early reads (src/lib/early-reads.ts): signed in, the API reads the screen starts with are asked now, while the
  // app's code downloads, instead of once it has run. The app takes each answer once, if asked with the same
  // token and language within 30 s; the rest are left unused.
  let auth = null;
  try {
    auth = JSON.parse(localStorage.getItem('portal.auth') || 'null');
  } catch (_) {
    return;
  }
  if (!auth || typeof auth.token !== 'string' || !auth.user || !window.fetch) return;

  // The signed-in screens' files and their words, and on an application's address the editor's.
  const path = location.pathname;
  if (screenFiles) {
    screenFiles.signedIn.forEach(early);
    if (screenFiles.catalogs[lang]) early(screenFiles.catalogs[lang]);
    if (/^\/applications\/\d+\/(edit|view)(\/|$)/.test(path)) screenFiles.applicationEditor.forEach(early);
  }

  const reads = {};
  window.portalEarlyReads = { token: auth.token, language: lang, at: Date.now(), reads };
  const read = (url) => {
    reads[url] = fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': lang, Authorization: `Bearer ${auth.token}` },
    });
    // A rejection is read by the app (which asks again); unread, it must not be reported as unhandled.
    reads[url].catch(() => {});
    return reads[url];
  };
  if (auth.user.role !== 'STUDENT') return;
  // The reads start once the loading screen has painted: this script holds the page's first paint, and asking five
  // reads takes a slow phone's processor longer than the frame they wait for. (A page in the background paints no
  // frames: a timer starts them anyway.)
  let started = false;
  const startReads = () => {
    if (started) return;
    started = true;
    if (path === '/dashboard') {
      for (const url of [
        'users/me',
        'applications/user/my',
        'applications/user/current',
        'sessions/current',
        'statistics',
      ])
        read(`/api/${url}`);
      return;
    }
    // An application's editor or view: the application, then its session.
    const application = /^\/applications\/(\d+)\/(edit|view)(\/|$)/.exec(path);
    if (!application) return;
    read(`/api/applications/${application[1]}`)
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body) => {
        const sessionId = body?.data?.sessionId;
        if (typeof sessionId === 'number') read(`/api/sessions/${sessionId}`);
      })
      .catch(() => {});
  };
  if (window.requestAnimationFrame) requestAnimationFrame(() => setTimeout(startReads, 0));
  setTimeout(startReads, 100);
})();
