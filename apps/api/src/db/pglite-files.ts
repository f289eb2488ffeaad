import { join, sep } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { Durability } from './durability.ts';

/**
 * The part of Emscripten's NODEFS (the file system PGlite's PostgreSQL writes its data directory through) that
 * changes files. PostgreSQL runs with fsync off inside PGlite and NODEFS has no fsync at all, so nothing it writes
 * is flushed; these operations are wrapped to tell `Durability` what changed.
 */
type EmNode = { name: string };
type EmStream = { node: EmNode };
type NodeFsOps = {
  realPath(node: EmNode): string;
  node_ops: {
    mknod(parent: EmNode, name: string, mode: number, dev: number): EmNode;
    rename(node: EmNode, newParent: EmNode, newName: string): void;
    unlink(parent: EmNode, name: string): void;
    rmdir(parent: EmNode, name: string): void;
    symlink(parent: EmNode, name: string, target: string): void;
    setattr(node: EmNode, attributes: { size?: number }): void;
  };
  stream_ops: {
    write(stream: EmStream, buffer: Int8Array, offset: number, length: number, position?: number): number;
    setattr(stream: EmStream, attributes: { size?: number }): void;
  };
};

const isDirectoryMode = (mode: number) => (mode & 0o170000) === 0o040000;

function allZero(buffer: Int8Array, offset: number, length: number): boolean {
  for (let i = offset; i < offset + length; i += 1) if (buffer[i] !== 0) return false;
  return true;
}

/** The size of a page of PostgreSQL's tables and indexes, and of its log (`block_size`, `wal_block_size`). */
const PAGE = 8192;

/** A page of a table, an index or their maps (`base/<database>/<file>[_fsm|_vm][.<segment>]`, `global/<file>`). */
const RELATION_FILE = /[/\\](?:base[/\\]\d+|global)[/\\]\d+(?:_(?:fsm|vm|init))?(?:\.\d+)?$/;
/** A segment of the log (`pg_wal/<timeline><log><segment>`, 24 hexadecimal digits). */
const LOG_SEGMENT = /[/\\]pg_wal[/\\][0-9A-F]{24}$/;

/**
 * The log position a page names: a table's page its `pd_lsn` (its first eight bytes, two 32-bit halves, the high
 * one first: the end of the last log record that changed the page); a page of the log its address
 * (`xlp_pageaddr`, a 64-bit integer at byte 8). Little-endian, as WebAssembly's memory.
 */
function positionOf(buffer: Int8Array, page: number, kind: 'table' | 'log'): bigint {
  const view = new DataView(buffer.buffer, buffer.byteOffset + page, 16);
  const [high, low] =
    kind === 'table'
      ? [view.getUint32(0, true), view.getUint32(4, true)]
      : [view.getUint32(12, true), view.getUint32(8, true)];
  return (BigInt(high) << 32n) | BigInt(low);
}

/** The highest position the pages of a write of whole pages name; undefined for a write that is not whole pages. */
function highestPosition(buffer: Int8Array, offset: number, length: number, kind: 'table' | 'log'): bigint | undefined {
  if (length === 0 || length % PAGE !== 0) return undefined;
  let highest = 0n;
  for (let page = offset; page < offset + length; page += PAGE) {
    const position = positionOf(buffer, page, kind);
    if (position > highest) highest = position;
  }
  return highest;
}

/**
 * Wraps the NODEFS operations that change files so that `durability` learns every path PostgreSQL changes: the log
 * (`pg_wal`) and every directory entry are flushed before the next answer; a table's pages, which the log
 * describes, wait for the next ordering point. Keeps the two orders PostgreSQL relies on fsync for (with fsync off
 * it only writes them in that order):
 * - its log before the data it describes: before a page of a table or an index is written, the log up to the page's
 *   position is flushed (blocking, as PostgreSQL itself would); before a transaction status page, or a write that is
 *   not whole pages, the log written so far. An all-zero block (a table growing by a fresh page) describes nothing
 *   and needs no wait;
 * - everything before the control file: a checkpoint writes the pages, then `global/pg_control` saying they are on
 *   disk, then removes old log files. Every pending file is flushed before the control file is written, and the
 *   control file right after.
 * Temporary files (sorts, statistics) and the lock file are left alone: they mean nothing after a crash.
 */
export function trackWrites(nodefs: NodeFsOps, root: string, durability: Durability): void {
  const wal = join(root, 'pg_wal') + sep;
  const control = join(root, 'global', 'pg_control');
  const ignored = (path: string) =>
    path.includes(`${sep}pgsql_tmp`) || path.includes(`${sep}pg_stat_tmp${sep}`) || path.endsWith('postmaster.pid');
  const isLog = (path: string) => path.startsWith(wal);
  const everything = () => true;
  // An answer needs the log on disk; the pages it describes can wait for the checkpoint (or the next flush).
  const wrote = (path: string) => (isLog(path) ? durability.wrote(path) : durability.wroteLater(path));
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  const pathOf = (parent: EmNode, name: string) => join(nodefs.realPath(parent), name);

  // PostgreSQL's own rule for a page it writes: the log up to the page's position first (`XLogFlush(pd_lsn)`). Here
  // the log's position is known from its pages' addresses: `logWritten`, below which every byte of the log has been
  // written (the address of the last page written: that page may be rewritten with more records), and
  // `logFlushed`, what `logWritten` was when the whole log was last flushed here. A page whose position is at or
  // below `logFlushed` needs no wait; any other write, or a page of another kind of file, waits for the whole log.
  let logWritten = 0n;
  let logFlushed = 0n;
  const flushLog = (select: (path: string) => boolean) => {
    const written = logWritten;
    durability.flushNow(select);
    logFlushed = written;
  };
  const logFlushedFor = (path: string, buffer: Int8Array, offset: number, length: number) => {
    if (!RELATION_FILE.test(path)) return false;
    const position = highestPosition(buffer, offset, length, 'table');
    return position !== undefined && position <= logFlushed;
  };

  const write = streamOps.write;
  streamOps.write = (stream, buffer, offset, length, position) => {
    const path = nodefs.realPath(stream.node);
    if (ignored(path)) return write(stream, buffer, offset, length, position);
    if (path === control) flushLog(everything);
    else if (
      !isLog(path) &&
      durability.pending(isLog) &&
      !allZero(buffer, offset, length) &&
      !logFlushedFor(path, buffer, offset, length)
    )
      flushLog(isLog);
    const written = write(stream, buffer, offset, length, position);
    if (LOG_SEGMENT.test(path) && length >= PAGE && length % PAGE === 0) {
      const lastPage = positionOf(buffer, offset + length - PAGE, 'log');
      if (lastPage > logWritten) logWritten = lastPage;
    }
    wrote(path);
    if (path === control) durability.flushNow((pending) => pending === control);
    return written;
  };

  const truncateStream = streamOps.setattr;
  streamOps.setattr = (stream, attributes) => {
    truncateStream(stream, attributes);
    const path = nodefs.realPath(stream.node);
    if (attributes.size !== undefined && !ignored(path)) wrote(path);
  };

  const truncate = nodeOps.setattr;
  nodeOps.setattr = (node, attributes) => {
    truncate(node, attributes);
    const path = nodefs.realPath(node);
    if (attributes.size !== undefined && !ignored(path)) wrote(path);
  };

  const mknod = nodeOps.mknod;
  nodeOps.mknod = (parent, name, mode, dev) => {
    const node = mknod(parent, name, mode, dev);
    const path = pathOf(parent, name);
    if (!ignored(path)) {
      if (isDirectoryMode(mode)) durability.changedEntries(path);
      else wrote(path);
      durability.changedEntries(nodefs.realPath(parent));
    }
    return node;
  };

  const rename = nodeOps.rename;
  nodeOps.rename = (node, newParent, newName) => {
    const from = nodefs.realPath(node);
    rename(node, newParent, newName);
    const to = pathOf(newParent, newName);
    if (!ignored(to)) durability.moved(from, to);
  };

  for (const name of ['unlink', 'rmdir'] as const) {
    const remove = nodeOps[name];
    nodeOps[name] = (parent, entry) => {
      remove(parent, entry);
      const path = pathOf(parent, entry);
      if (!ignored(path)) durability.removed(path);
    };
  }

  const symlink = nodeOps.symlink;
  nodeOps.symlink = (parent, name, target) => {
    symlink(parent, name, target);
    durability.changedEntries(nodefs.realPath(parent));
  };
}

/** PGlite's Node.js file system, with every change reported to `durability` from the first file initdb writes. */
export class TrackedNodeFS extends NodeFS {
  readonly #durability: Durability;

  constructor(dataDir: string, durability: Durability) {
    super(dataDir);
    this.#durability = durability;
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const root = this.rootDir;
    const durability = this.#durability;
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod: { NODEFS: unknown }) => trackWrites(mod.NODEFS as NodeFsOps, root, durability),
        ],
      },
    };
  }
}
