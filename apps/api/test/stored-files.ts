import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../src/config.ts';

/**
 * What the tests see of the files the server keeps, wherever its configuration puts them: the folders of
 * DATA_DIR/files, or the bucket of FILES_URL, read and changed with the AWS SDK's own client against moto_server
 * (not through the server's storage code, which these tests check).
 */
type Place = { config: Pick<Config, 'dataDir' | 'files'> };

const clients = new Map<string, S3Client>();
function bucketOf({ config }: Place) {
  const files = config.files;
  if (files.kind !== 's3') return undefined;
  const key = `${files.endpoint}|${files.bucket}`;
  if (!clients.has(key))
    clients.set(
      key,
      new S3Client({
        region: files.region,
        endpoint: files.endpoint,
        forcePathStyle: files.forcePathStyle,
        credentials: files.credentials,
      }),
    );
  return { s3: clients.get(key)!, bucket: files.bucket };
}

/** The names of the files of one kind (`documents`), sorted, temporary ones included. */
export async function storedNames(place: Place, kind: string): Promise<string[]> {
  const bucket = bucketOf(place);
  if (!bucket) {
    try {
      return readdirSync(join(place.config.dataDir, 'files', kind)).sort();
    } catch {
      return [];
    }
  }
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.s3.send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: `${kind}/`, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) names.push(object.Key!.slice(kind.length + 1));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names.sort();
}

/** Every stored file as `<kind>/<name>`, sorted. */
export async function allStored(place: Place): Promise<string[]> {
  const bucket = bucketOf(place);
  if (!bucket) {
    const root = join(place.config.dataDir, 'files');
    let kinds: string[] = [];
    try {
      kinds = readdirSync(root);
    } catch {
      return [];
    }
    const all = await Promise.all(
      kinds.map(async (kind) => (await storedNames(place, kind)).map((name) => `${kind}/${name}`)),
    );
    return all.flat().sort();
  }
  const page = await bucket.s3.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

/** A stored file's bytes. */
export async function storedBytes(place: Place, kind: string, name: string): Promise<Buffer> {
  const bucket = bucketOf(place);
  if (!bucket) return readFileSync(join(place.config.dataDir, 'files', kind, name));
  const answer = await bucket.s3.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: `${kind}/${name}` }));
  return Buffer.from(await answer.Body!.transformToByteArray());
}

/** Puts a file where the server keeps them, as a crash or another server could leave it. */
export async function putStored(place: Place, kind: string, name: string, bytes: Buffer | string): Promise<void> {
  const bucket = bucketOf(place);
  if (!bucket) {
    mkdirSync(join(place.config.dataDir, 'files', kind), { recursive: true });
    writeFileSync(join(place.config.dataDir, 'files', kind, name), bytes);
    return;
  }
  await bucket.s3.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: `${kind}/${name}`, Body: bytes }));
}

/** Removes a stored file behind the server's back. */
export async function removeStored(place: Place, kind: string, name: string): Promise<void> {
  const bucket = bucketOf(place);
  if (!bucket) return rmSync(join(place.config.dataDir, 'files', kind, name));
  await bucket.s3.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: `${kind}/${name}` }));
}

/**
 * The same signed link with another signature of the same length: its first character changed to one it is not,
 * so the forgery never happens to equal the real signature.
 */
export function withOtherSignature(url: string): string {
  return url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
}
