import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoutes, matchesRoutePattern } from '@portal/shared/app-routes';
import { type Chapter, chapters, galleryDir, type ShotRecord, variantName } from './camera.ts';

function records(dir: string): ShotRecord[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return records(path);
    return entry.name.endsWith('.json') ? [JSON.parse(readFileSync(path, 'utf8')) as ShotRecord] : [];
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

const variantOrder = (record: ShotRecord) =>
  `${record.variant.width === 360 ? 0 : 1}${record.variant.lang === 'it' ? 1 : 0}${record.variant.theme === 'dark' ? 1 : 0}`;

function figure(record: ShotRecord): string {
  const problems = record.problems.length
    ? `<ul class="problems">${record.problems.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  return `<figure class="w${record.variant.width}"><a href="${escapeHtml(record.file)}"><img loading="lazy" src="${escapeHtml(record.file)}" alt="${escapeHtml(`${record.screen}, ${variantName(record.variant)}`)}"></a><figcaption>${variantName(record.variant)}</figcaption>${problems}</figure>`;
}

/** Writes gallery/index.html (every picture by chapter and screen) and gallery/layout-problems.txt. */
export function writeIndex() {
  const all = records(galleryDir);
  const covered = (pattern: string) =>
    all.some((record) => matchesRoutePattern(pattern, record.path) || matchesRoutePattern(pattern, record.asked));
  const uncovered = Object.values(appRoutes).filter((pattern) => !covered(pattern));
  const sections: string[] = [];
  const report: string[] = [];
  for (const chapter of Object.keys(chapters) as Chapter[]) {
    const screens = new Map<string, ShotRecord[]>();
    for (const record of all.filter((one) => one.chapter === chapter))
      screens.set(record.screen, [...(screens.get(record.screen) ?? []), record]);
    const ordered = [...screens.entries()].sort(
      ([, a], [, b]) => Math.min(...a.map((r) => r.order)) - Math.min(...b.map((r) => r.order)),
    );
    if (!ordered.length) continue;
    sections.push(`<h2>${escapeHtml(chapters[chapter])}</h2>`);
    for (const [screen, shots] of ordered) {
      shots.sort((a, b) => variantOrder(a).localeCompare(variantOrder(b)));
      sections.push(
        `<section><h3>${escapeHtml(screen)} <code>${escapeHtml(shots[0]!.path)}</code></h3><div class="row">${shots.map(figure).join('')}</div></section>`,
      );
      for (const shot of shots)
        for (const line of shot.problems)
          report.push(`${chapters[chapter]} | ${screen} | ${variantName(shot.variant)} | ${line}`);
    }
  }
  const withProblems = all.filter((record) => record.problems.length).length;
  const missing = uncovered.length
    ? `<p class="problems">Routes without a picture: ${uncovered.map((p) => `<code>${escapeHtml(p)}</code>`).join(', ')}</p>`
    : '<p>Every route of <code>packages/shared/src/app-routes.ts</code> has at least one picture.</p>';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gallery of every screen</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1a1a1a; }
h2 { margin-top: 48px; border-bottom: 2px solid #ccc; }
h3 { font-size: 15px; margin: 24px 0 8px; } code { color: #555; font-weight: normal; }
.row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
figure { margin: 0; } figure.w360 { width: 180px; } figure.w1280 { width: 320px; }
figure a { display: block; max-height: 420px; overflow: hidden; border: 1px solid #bbb; }
figure img { width: 100%; display: block; }
figcaption { font-size: 12px; color: #555; }
.problems { color: #b00020; font-size: 12px; padding-left: 16px; max-width: 100%; overflow-wrap: anywhere; }
</style></head><body>
<h1>Gallery of every screen</h1>
<p>${all.length} pictures; ${withProblems} of them with problems found by the layout check (in red under the picture;
all in <a href="layout-problems.txt">layout-problems.txt</a>). Made by <code>npm run gallery</code> on demonstration
data; open a picture for its full size.</p>
${missing}
${sections.join('\n')}
</body></html>`;
  writeFileSync(join(galleryDir, 'index.html'), html);
  writeFileSync(join(galleryDir, 'layout-problems.txt'), report.length ? `${report.join('\n')}\n` : '');
  return { pictures: all.length, uncovered, problems: withProblems };
}
