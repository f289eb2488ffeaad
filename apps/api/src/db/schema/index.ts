export * from './applications.ts';
export * from './documents.ts';
export * from './enums.ts';
export * from './family.ts';
export * from './public-site.ts';
export * from './reference.ts';
export * from './sessions.ts';
export * from './users.ts';
