import { listQuerySchema } from '@portal/shared/paging';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { type ListSpec, parseListQuery, toPage } from '../../src/lib/list-query.ts';

const spec: ListSpec = {
  fields: {
    username: { column: users.username, type: 'string' },
    active: { column: users.active, type: 'boolean' },
    role: { column: users.role, type: 'enum', values: ['ADMIN', 'STUDENT'] },
    id: { column: users.id, type: 'number' },
    created: { column: users.created, type: 'date' },
  },
  defaultSort: [],
  searchColumns: [users.username, users.email],
};
const dialect = new PgDialect();
const parse = (query: Record<string, string>) => parseListQuery(listQuerySchema.parse(query), spec);
const problem = (query: Record<string, string>) => {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).options.fieldErrors?.[0];
  }
  throw new Error('expected a refusal');
};

describe('list query', () => {
  it('defaults to page 0 of 25 and caps the size at 100', () => {
    expect(parse({})).toMatchObject({ limit: 25, offset: 0, page: 0 });
    expect(parse({ page: '2', size: '10' })).toMatchObject({ limit: 10, offset: 20 });
    expect(listQuerySchema.safeParse({ size: '101' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });

  it('turns whitelisted clauses into parameterised SQL', () => {
    const list = parse({
      filter: "role:eq:ADMIN;active:eq:true;username:like:o'k%;id:in:1,2,3;created:gte:2026-01-01T00:00:00Z",
    });
    const query = dialect.sqlToQuery(list.where!);
    expect(query.sql).not.toContain("o'k");
    expect(query.params).toEqual(['ADMIN', true, "%o'k\\%%", 1, 2, 3, new Date('2026-01-01T00:00:00Z').toISOString()]);
  });

  it('sorts by whitelisted fields only', () => {
    expect(dialect.sqlToQuery(parse({ sort: 'username,desc' }).orderBy[0]!).sql).toContain('desc');
    expect(problem({ sort: 'passwordHash,asc' })).toMatchObject({ field: 'sort', key: 'query.unknownField' });
    expect(problem({ sort: 'username,sideways' })).toMatchObject({ key: 'query.badDirection' });
  });

  it('refuses unknown fields, operators, malformed clauses and bad values, naming them', () => {
    expect(problem({ filter: 'passwordHash:eq:x' })).toMatchObject({
      field: 'filter',
      key: 'query.unknownField',
      params: { name: 'passwordHash' },
    });
    expect(problem({ filter: 'username:regex:x' })).toMatchObject({ key: 'query.unknownOp' });
    expect(problem({ filter: 'active:like:x' })).toMatchObject({ key: 'query.unknownOp' });
    expect(problem({ filter: 'username' })).toMatchObject({ key: 'query.malformed' });
    expect(problem({ filter: 'id:eq:abc' })).toMatchObject({ key: 'query.badValue' });
    expect(problem({ filter: 'role:eq:ROOT' })).toMatchObject({ key: 'query.badValue' });
    expect(problem({ filter: 'created:gt:yesterday' })).toMatchObject({ key: 'query.badValue' });
  });

  it('counts pages, also without paging', () => {
    expect(toPage([1, 2], 52, parse({ size: '25' }))).toEqual({
      content: [1, 2],
      page: 0,
      size: 25,
      totalElements: 52,
      totalPages: 3,
    });
    expect(toPage([1, 2, 3], 3, parse({ paged: 'false' }))).toMatchObject({ totalPages: 1, size: 3 });
  });
});
