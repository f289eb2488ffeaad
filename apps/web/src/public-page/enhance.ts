// The only script of the server-rendered public pages (decision 007); what it does is in enhancements.ts.
import { enhancePage } from './enhancements';

enhancePage({
  reload: () => window.location.reload(),
  replace: (url) => window.location.replace(url),
});
