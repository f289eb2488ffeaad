import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { holdRemovals, type RemovalHold } from '../db/durable-storage.ts';
import type { FileStorage } from './file-storage.ts';

/** A bucket of an S3-compatible store, as FILES_URL names it, with the credentials of the environment. */
export type S3Location = {
  bucket: string;
  /** The store's address (a self-hosted one); absent: Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Addresses files as `<endpoint>/<bucket>/<key>` (self-hosted stores) rather than `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
};

/**
 * The bucket refused or could not be reached. Its message names the bucket, the action and the store's error code
 * only: never the endpoint, a key or a credential (the SDK's own messages may hold the address). A refused write is
 * answered like a full disk (507, lib/storage.ts).
 */
export class FileStoreUnavailable extends Error {
  /** `EFILESTORE_WRITE`: a file was not stored, which is answered as a full disk is. */
  constructor(
    message: string,
    readonly code: 'EFILESTORE' | 'EFILESTORE_WRITE' = 'EFILESTORE',
  ) {
    super(message);
  }
}

/** A stream that opens its source only when first read: a listing's files are opened one at a time, as copied. */
function lazyStream(open: () => Promise<Readable>): Readable {
  return Readable.from(
    (async function* () {
      yield* await open();
    })(),
    { objectMode: false },
  );
}

type Failure = { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: number } };
const statusOf = (error: unknown) => (error as Failure)?.$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes(String((error as Failure)?.name));

/** The store's reason in a few words: its error name and HTTP status, or the network's error code. */
function reasonOf(error: unknown): string {
  const { name, code } = (error ?? {}) as Failure;
  const status = statusOf(error);
  if (status) return `${String(name ?? 'error')}, HTTP ${status}`;
  if (typeof code === 'string') return code;
  return typeof name === 'string' && name !== 'Error' ? name : 'no answer';
}

/**
 * Files in a bucket (FILES_URL=s3://…), through the AWS SDK, loaded at the first call (an installation on the disk
 * never loads it). A write is acknowledged by the store once it holds the whole object (checked against its MD5),
 * so it is as durable as the store makes it; removals wait while a backup holds them, on this server. Orphans
 * younger than `orphanGraceMs` are left to the uploads of other servers still writing their rows. `pageSize` is
 * the listing's page (the store's own limit, 1,000, unless told: tests page through a few).
 */
export function createS3Storage(
  location: S3Location,
  options: { orphanGraceMs?: number; pageSize?: number } = {},
): FileStorage & { removals: RemovalHold } {
  const { bucket } = location;
  let connected: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); s3: S3Client }> | undefined;
  // The SDK warns on standard error, once, that its releases after January 2027 need Node 22: the lock file pins one
  // that runs on Node 20, and a warning there would read as a failure (decision 580).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: location.region,
        endpoint: location.endpoint,
        forcePathStyle: location.forcePathStyle,
        credentials: location.credentials,
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
        // Self-hosted stores differ in the checksums they know; every write carries its MD5, which all check.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const failed = (action: string, error: unknown, code?: 'EFILESTORE_WRITE') =>
    new FileStoreUnavailable(`the bucket ${bucket} could not ${action}: ${reasonOf(error)}`, code);

  const removals = holdRemovals(async (key) => {
    const { sdk, s3 } = await connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
      throw failed(`remove a file`, error);
    });
  });

  const open = (key: string) =>
    lazyStream(async () => {
      const { sdk, s3 } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body as Readable;
      } catch (error) {
        throw failed('read a file', error);
      }
    });

  return {
    kind: 's3',
    where: `the bucket ${bucket}`,
    orphanGraceMs: options.orphanGraceMs ?? 60 * 60 * 1000,
    removals,

    async put(key, bytes) {
      const { sdk, s3 } = await connect();
      const md5 = createHash('md5').update(bytes).digest('base64');
      await s3
        .send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentMD5: md5,
          }),
        )
        .catch((error: unknown) => {
          throw failed('store a file', error, 'EFILESTORE_WRITE');
        });
    },

    async find(key) {
      const { sdk, s3 } = await connect();
      try {
        const head = await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(), open: () => open(key) };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw failed('find a file', error);
      }
    },

    remove: (key) => removals.remove(key),

    async *list(prefix) {
      const { sdk, s3 } = await connect();
      let token: string | undefined;
      do {
        const page = await s3
          .send(
            new sdk.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              ContinuationToken: token,
              MaxKeys: options.pageSize,
            }),
          )
          .catch((error: unknown) => {
            throw failed('list its files', error);
          });
        for (const object of page.Contents ?? []) {
          const key = object.Key!;
          yield { key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(), open: () => open(key) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async check() {
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        if (status === 404)
          throw new FileStoreUnavailable(`FILES_URL: the bucket ${bucket} does not exist: create it first`);
        if (status === 403 || status === 401)
          throw new FileStoreUnavailable(
            `FILES_URL: the bucket ${bucket} refuses the credentials of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (HTTP ${status})`,
          );
        throw new FileStoreUnavailable(
          `FILES_URL: the bucket ${bucket} cannot be reached (${reasonOf(error)}): is the store running, and its endpoint right?`,
        );
      }
    },

    close() {
      void connected?.then(({ s3 }) => s3.destroy());
    },
  };
}
