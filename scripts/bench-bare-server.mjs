#!/usr/bin/env node
// The ceiling for `npm run bench:pages`: Fastify with one JSON route and nothing else, on the same Node.js and
// machine as the real server. Listens on PORT (127.0.0.1) and prints "ready" once it does.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
