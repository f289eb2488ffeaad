import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { formatLayoutProblem, layoutProblems } from './layout.ts';
import { settle } from './settle.ts';

/**
 * The screen as it stands is sound: axe finds nothing, and the layout check (support/layout.ts) finds no clipped
 * words, no oversized icon or control, no page wider than the screen. Both lists are reported together.
 */
export async function expectSoundScreen(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const layout = await layoutProblems(page);
  expect(
    {
      axe: violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      layout: layout.map(formatLayoutProblem),
    },
    `${page.url()} at ${page.viewportSize()?.width} px`,
  ).toEqual({ axe: [], layout: [] });
}
