import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const a = new PGlite(); await a.waitReady; console.log('init', Date.now()-t);
t=Date.now(); const dump = await a.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const b = new PGlite({loadDataDir: dump}); await b.waitReady; console.log('load', Date.now()-t);
t=Date.now(); const c = await a.clone(); console.log('clone', Date.now()-t);
