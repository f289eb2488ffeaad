import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { defaultRetentionYears } from '@portal/shared/privacy-notice';
import { z } from 'zod';
import type { S3Location } from './lib/s3-storage.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An address or a CIDR range (`10.0.0.0/8`), or one of proxy-addr's names for private ranges. */
const proxyAddress = (value: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Absent: the server faces the clients directly and X-Forwarded-For is ignored (a forged header must not change the
 * address the rate limits count). A number: that many proxies in front. A list: the proxies' addresses.
 */
const trustProxySchema = optionalText.pipe(
  z
    .union([
      z
        .string()
        .regex(/^\d{1,2}$/, 'must be a number of proxies (1–99) or a list of addresses')
        .transform(Number),
      z
        .string()
        .transform((value) => value.split(',').map((part) => part.trim()))
        .refine((parts) => parts.every(proxyAddress), 'must be a number of proxies or addresses/CIDR ranges'),
    ])
    .optional(),
);

const years = z.coerce.number().int('must be a whole number of years').min(1).max(100);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Scholarship Portal <no-reply@localhost>'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(5),
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  UPLOAD_MB_PER_HOUR: z.coerce.number().positive().max(1_000_000).default(150),
  MAX_APPLICATION_MB: z.coerce.number().positive().max(1_000_000).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxySchema,
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  JOBS_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).optional(),
  DURABILITY: z.enum(['durable', 'relaxed']).default('durable'),
  BACKUP_EVERY_HOURS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a number of hours')
      .transform(Number)
      .pipe(
        z
          .number()
          .positive('must be a number of hours')
          .max(24 * 365),
      )
      .optional(),
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  BACKUP_DIR: optionalText,
  BACKUP_KEY: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (make one with: openssl rand -base64 32)').optional(),
  ),
  // The privacy notice tells applicants the defaults: an installation that sets others must say so in its notice.
  RETENTION_YEARS: years.default(defaultRetentionYears.RETENTION_YEARS),
  PAYMENT_RETENTION_YEARS: years.default(defaultRetentionYears.PAYMENT_RETENTION_YEARS),
  STAFF_2FA: z.enum(['required', 'optional']).default('required'),
  FILES_URL: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
});

/** Variables whose values a message never repeats. */
const secretNames = new Set(['BACKUP_KEY', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
const shown = (env: NodeJS.ProcessEnv, name: string) =>
  secretNames.has(name)
    ? ` (${(env[name] ?? '').trim().length} characters, not shown)`
    : `=${JSON.stringify(env[name] ?? '')}`;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  jwtTtlHours: number;
  admin: { email: string; password: string } | undefined;
  maxUploadBytes: number;
  /** Files one person may send in an hour, and their bytes together. */
  uploadsPerHour: number;
  uploadBytesPerHour: number;
  /** The documents of one application together, as stored. */
  maxApplicationBytes: number;
  logLevel: string;
  webDist: string | undefined;
  /** Fastify's `trustProxy`: false, a hop count or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Accounts one address may create in an hour. */
  signUpsPerHour: number;
  /**
   * Minutes between runs of the periodic jobs (places past their deadline, the next in line, reminders, years
   * ended); 0 runs none. 5 by default, 0 under tests, which run the jobs themselves.
   */
  jobsEveryMinutes: number;
  /** `durable`: a write is answered once it is on disk; `relaxed`: once the system has it (development, tests). */
  durability: 'durable' | 'relaxed';
  /**
   * The server's own backups: every so many hours (absent: none), how many are kept, where, and the key that
   * encrypts and authenticates every archive (decision 544).
   */
  backups: { everyHours: number | undefined; keep: number; dir: string; key: string | undefined };
  /**
   * Years after its session closed that an application which led to no scholarship keeps what names a person, and
   * that a beneficiary's application keeps it with its payments, for the accounts (modules/retention).
   */
  retention: { years: number; paymentYears: number };
  /**
   * `required`: administrators and evaluators sign in with a second factor, and one without it enrols at the next
   * sign-in; `optional`: staff choose (decision 565). Applicants never have one.
   */
  staffTwoFactor: 'required' | 'optional';
  /** Where the files live: the disk under DATA_DIR/files, or a bucket of an S3-compatible store (FILES_URL). */
  files: FilesLocation;
};

export type S3FilesLocation = { kind: 's3' } & S3Location;
export type FilesLocation = { kind: 'disk' } | S3FilesLocation;

export class ConfigError extends Error {}

const megabytes = (value: number) => Math.round(value * 1024 * 1024);

/** Reads and checks the environment; a wrong value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}${shown(env, name)}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  for (const name of ['UPLOAD_MB_PER_HOUR', 'MAX_APPLICATION_MB'] as const) {
    if (e[name] < e.MAX_UPLOAD_MB)
      throw new ConfigError(
        `Invalid configuration:\n  ${name}=${e[name]}: must be at least MAX_UPLOAD_MB (${e.MAX_UPLOAD_MB})`,
      );
  }
  if (e.PAYMENT_RETENTION_YEARS < e.RETENTION_YEARS)
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_RETENTION_YEARS=${e.PAYMENT_RETENTION_YEARS}: must be at least RETENTION_YEARS (${e.RETENTION_YEARS})`,
    );
  if (e.BACKUP_EVERY_HOURS && !e.BACKUP_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_EVERY_HOURS needs BACKUP_KEY: scheduled backups leave the machine, encrypted with it',
    );
  const dataDir = resolve(e.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  DATA_DIR=${JSON.stringify(e.DATA_DIR)}: ${reason(error)}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, e.DATA_DIR),
    jwtTtlHours: e.JWT_TTL_HOURS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    maxUploadBytes: megabytes(e.MAX_UPLOAD_MB),
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    uploadBytesPerHour: megabytes(e.UPLOAD_MB_PER_HOUR),
    maxApplicationBytes: megabytes(e.MAX_APPLICATION_MB),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY ?? false,
    signUpsPerHour: e.SIGN_UPS_PER_HOUR,
    jobsEveryMinutes: e.JOBS_EVERY_MINUTES ?? (e.NODE_ENV === 'test' ? 0 : 5),
    durability: e.DURABILITY,
    backups: {
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
      dir: resolve(dataDir, e.BACKUP_DIR ?? 'backups'),
      key: e.BACKUP_KEY,
    },
    retention: { years: e.RETENTION_YEARS, paymentYears: e.PAYMENT_RETENTION_YEARS },
    staffTwoFactor: e.STAFF_2FA,
    files: filesLocation(e),
  };
}

const FILES_URL_FORM = 's3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true';
/** A bucket's name as S3 allows it: 3 to 63 lower-case letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * FILES_URL: absent, the disk; `s3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true`, a bucket, with the
 * credentials of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. A message never repeats the value (it holds the
 * store's address).
 */
function filesLocation(e: {
  FILES_URL?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}): FilesLocation {
  if (!e.FILES_URL) return { kind: 'disk' };
  const wrong = (why: string) => new ConfigError(`Invalid configuration:\n  FILES_URL: ${why}`);
  let url: URL;
  try {
    url = new URL(e.FILES_URL);
  } catch {
    throw wrong(`must be ${FILES_URL_FORM}, or absent for the disk`);
  }
  if (url.protocol !== 's3:') throw wrong(`must start with s3:// (${FILES_URL_FORM}), or be absent for the disk`);
  if (url.username || url.password)
    throw wrong('must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  if (!BUCKET.test(url.hostname) || (url.pathname !== '' && url.pathname !== '/') || url.port)
    throw wrong(
      `must name a bucket (3 to 63 lower-case letters, digits, dots or dashes) and nothing else: ${FILES_URL_FORM}`,
    );
  const known = ['endpoint', 'region', 'forcePathStyle'];
  const unknown = [...url.searchParams.keys()].find((name) => !known.includes(name));
  if (unknown) throw wrong(`${unknown} is not one of its settings (${known.join(', ')})`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#@\s]+\/?$/.test(endpoint))
    throw wrong('endpoint must be the address of the store, http(s)://HOST[:PORT], without a path or credentials');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw wrong('region must be a region name such as us-east-1');
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw wrong('forcePathStyle must be true or false');
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const)
    if (!e[name]) throw new ConfigError(`Invalid configuration:\n  ${name}: must be set when FILES_URL names a bucket`);
  return {
    kind: 's3',
    bucket: url.hostname,
    endpoint: endpoint?.replace(/\/$/, ''),
    region,
    forcePathStyle: pathStyle === 'true',
    credentials: { accessKeyId: e.AWS_ACCESS_KEY_ID!, secretAccessKey: e.AWS_SECRET_ACCESS_KEY! },
  };
}

/** Where the data lives, and the backups' key, read without creating anything (a restore needs an empty DATA_DIR). */
export function dataLocation(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema
    .pick({
      DATA_DIR: true,
      DATABASE_URL: true,
      DURABILITY: true,
      BACKUP_KEY: true,
      FILES_URL: true,
      AWS_ACCESS_KEY_ID: true,
      AWS_SECRET_ACCESS_KEY: true,
    })
    .safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration:\n  ${name}${shown(env, name)}: ${issue.message}`);
  }
  return {
    dataDir: resolve(parsed.data.DATA_DIR),
    databaseUrl: parsed.data.DATABASE_URL,
    durability: parsed.data.DURABILITY,
    backupKey: parsed.data.BACKUP_KEY,
    files: filesLocation(parsed.data),
  };
}

/** A failed write of the data directory in the system's words ("no space left on device"), or its code. */
function reason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const words: Record<string, string> = {
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
    EACCES: 'permission denied',
  };
  return (code && words[code]) ?? message ?? String(error);
}

/** Without JWT_SECRET a random secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string, given: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR=${JSON.stringify(given)}: cannot write ${file}: ${reason(error)}`,
    );
  }
  return secret;
}
