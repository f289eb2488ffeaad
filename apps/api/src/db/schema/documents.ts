import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { documentTypes } from './reference.ts';

/**
 * A file an applicant sent for one document type. The file lives under DATA_DIR by a random name (`filename`); the
 * row is written only once the file is safely on disk, and a sweep at start removes files no row names.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // A type in use cannot be deleted: the documents would lose their meaning.
    typeId: integer('type_id')
      .notNull()
      .references(() => documentTypes.id, { onDelete: 'restrict' }),
    filename: text('filename').notNull().unique('documents_filename_key'),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploaded: timestamp('uploaded', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('documents_application_type_idx').on(table.applicationId, table.typeId)],
);
