import type { Config } from '../../config.ts';
import { documentUrl } from './documents.dto.ts';
import { fileLinks } from './documents.files.ts';

/**
 * A stored document's signed link, for another module's answer (a beneficiary's transcripts); a staff reader's names
 * them, so that opening it is logged.
 */
export function documentLink(
  { config }: { config: Pick<Config, 'jwtSecret'> },
  { filename, reader }: { filename: string; reader?: number },
): string {
  return documentUrl(fileLinks(config), filename, reader);
}
