/**
 * A server that dies between a document's file and its row: writes the file through the document store, leaves a
 * temporary file as a crash in the middle of a write would, and exits before any row is written.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDocumentStore } from '../../src/lib/document-files.ts';
import { createDiskStorage } from '../../src/lib/file-storage.ts';

const dataDir = process.argv[2]!;
const store = createDocumentStore(createDiskStorage(join(dataDir, 'files')));
const filename = await store.write({
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  contentType: 'application/pdf',
  extension: 'pdf',
});
writeFileSync(join(dataDir, 'files', 'documents', `${crypto.randomUUID()}.pdf.part`), 'half a file');
process.stdout.write(filename);
process.exit(0);
