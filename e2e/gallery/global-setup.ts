import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { galleryDir } from './camera.ts';
import { writeIndex } from './index-page.ts';

/** Starts from an empty gallery (a screen that is gone leaves no old picture); ends by writing the index. */
export default function globalSetup() {
  rmSync(galleryDir, { recursive: true, force: true });
  mkdirSync(galleryDir, { recursive: true });
  return () => {
    const { pictures, uncovered, problems } = writeIndex();
    console.log(`\nGallery: ${pictures} pictures, ${problems} with layout problems.`);
    if (uncovered.length) console.log(`Routes without a picture: ${uncovered.join(', ')}`);
    console.log(`Open ${join(galleryDir, 'index.html')}`);
  };
}
