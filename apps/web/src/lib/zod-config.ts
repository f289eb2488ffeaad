import { config } from 'zod';

// The app's CSP allows no `eval`: zod checks without compiling its schemas into functions, and without first trying
// `new Function` to find out (the browser reports that attempt as a violation even though zod catches it). Imported
// first by the entry, before any module that builds or runs a schema.
config({ jitless: true });
