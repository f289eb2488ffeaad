import { expect, type Page } from '@playwright/test';
import { settle } from './settle.ts';

/**
 * What a person sees that axe does not judge: a page wider than the phone, words cut off in a button, a tab, a badge,
 * a menu or a field, and an icon or a radio drawn the size of the screen (a component's stylesheet missing). One
 * `page.evaluate` measures the whole page as it stands; decision 400 explains the rules and their limits.
 */

export type LayoutProblemKind =
  | 'page wider than the screen'
  | 'sticks out of the screen'
  | 'clipped text'
  | 'clipped value'
  | 'cut by its container'
  | 'oversized control'
  | 'oversized icon'
  | 'unstyled component'
  | 'words run together';

export type LayoutProblem = { kind: LayoutProblemKind; selector: string; text: string; measured: string };

/**
 * Sizes in CSS pixels. A radio, a checkbox and their drawn dot or tick are at most 36 px in Mantine's largest size
 * (xl): beyond 40 px they are no longer drawn by their stylesheet. A switch's track is about twice as wide as it is
 * high. An icon beside words (Tabler's, Mantine's own) is 12-32 px in this product; 64 px is the size of an empty
 * state's picture, so anything larger is an icon blown up to its container. One pixel of rounding is forgiven.
 */
export const layoutLimits = { control: 40, switchTrack: 80, icon: 64, tolerance: 1 } as const;

/** Runs in the page: every helper lives inside, as `page.evaluate` sends only this function's text. */
function inspectLayout(limits: typeof layoutLimits): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const tolerance = limits.tolerance;
  const screenWidth = document.documentElement.clientWidth;

  // Things whose words are read by a person: the kinds a clipped label is a defect in.
  const wordHolders = [
    'button',
    'a',
    'label',
    'legend',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    '[role="button"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="menuitemradio"]',
    '[role="menuitemcheckbox"]',
    '[role="option"]',
    '[role="heading"]',
    '.mantine-Badge-root',
    '.mantine-NavLink-root',
  ].join(',');
  const textFields = new Set(['', 'text', 'email', 'search', 'tel', 'url', 'number']);

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };
  const clipsX = (element: Element) => {
    const overflow = style(element).overflowX;
    return overflow === 'hidden' || overflow === 'clip';
  };
  const scrolls = (element: Element) => {
    const overflow = style(element).overflowX;
    return overflow === 'auto' || overflow === 'scroll';
  };

  // Hidden on purpose: not rendered, transparent, or made for screen readers only (1 px boxes, clip, clip-path).
  const screenReaderOnly = (element: Element) => {
    const box = element.getBoundingClientRect();
    const css = style(element);
    return (
      (box.width <= 1 && box.height <= 1) ||
      (css.position === 'absolute' && css.clip !== 'auto' && css.clip !== '') ||
      css.clipPath === 'inset(50%)'
    );
  };
  const zeroBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width === 0 || box.height === 0;
  };
  // An ancestor hides what it holds when it is made for screen readers, or clips and has no size (a closed panel).
  const hidingAncestors = new Map<Element, boolean>();
  const hiddenByAncestor = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    let known = hidingAncestors.get(element);
    if (known === undefined) {
      const css = style(element);
      const clips = css.overflowX !== 'visible' || css.overflowY !== 'visible';
      known = screenReaderOnly(element) || (clips && zeroBox(element)) || hiddenByAncestor(element.parentElement);
      hidingAncestors.set(element, known);
    }
    return known;
  };
  const visibility = { checkOpacity: true, checkVisibilityCSS: true, opacityProperty: true, visibilityProperty: true };
  const hidden = (element: Element) =>
    !element.checkVisibility(visibility) ||
    zeroBox(element) ||
    screenReaderOnly(element) ||
    hiddenByAncestor(element.parentElement);

  const readableId = (id: string) => id !== '' && !/^(mantine-|_r_|:r|«r)/.test(id) && !/[0-9a-z]{6,}-/.test(id);
  const part = (element: Element) => {
    let text = element.tagName.toLowerCase();
    if (readableId(element.id)) text += `#${element.id}`;
    const classes = [...element.classList].filter((name) => name.startsWith('mantine-')).slice(0, 2);
    text += classes.map((name) => `.${name}`).join('');
    const role = element.getAttribute('role');
    if (role && role !== element.tagName.toLowerCase()) text += `[role=${role}]`;
    const testId = element.getAttribute('data-testid');
    if (testId) text += `[data-testid=${testId}]`;
    return text;
  };
  const named = (element: Element) => part(element) !== element.tagName.toLowerCase();
  /** The element, preceded by the nearest ancestor with a name when it has none itself: short but findable. */
  const selectorOf = (element: Element) => {
    if (named(element)) return part(element);
    let ancestor = element.parentElement;
    while (ancestor && ancestor !== document.body && !named(ancestor)) ancestor = ancestor.parentElement;
    return ancestor && ancestor !== document.body ? `${part(ancestor)} ${part(element)}` : part(element);
  };
  const words = (element: Element) => {
    const raw =
      (element as HTMLElement).innerText ||
      element.getAttribute('aria-label') ||
      element.getAttribute('title') ||
      element.textContent ||
      '';
    const text = raw.replace(/\s+/g, ' ').trim();
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  };
  const report = (kind: LayoutProblemKind, element: Element, measured: string, text = words(element)) => {
    problems.push({ kind, selector: selectorOf(element), text, measured });
  };
  const px = (value: number) => `${Math.round(value)} px`;

  const all = [...document.body.querySelectorAll('*')].filter((element) => !hidden(element));

  // 1. The page is wider than the screen: say so, then name the outermost elements that stick out.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > screenWidth + tolerance) {
    problems.push({
      kind: 'page wider than the screen',
      selector: 'html',
      text: '',
      measured: `${px(pageWidth)} wide on a ${px(screenWidth)} screen`,
    });
    const fixedOrClipped = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        if (style(at).position === 'fixed') return true;
        if (at !== element && (clipsX(at) || scrolls(at))) return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > screenWidth + tolerance;
    const offenders = all.filter(
      (element) =>
        sticksOut(element) &&
        (element.parentElement === document.body || !sticksOut(element.parentElement as Element)) &&
        !fixedOrClipped(element),
    );
    for (const element of offenders.slice(0, 5)) {
      const box = element.getBoundingClientRect();
      report('sticks out of the screen', element, `right edge at ${px(box.right)}, ${px(box.width)} wide`);
    }
  }

  // 2. Words cut off: a box that clips (overflow hidden or clip, or an ellipsis) and holds more than it shows.
  const reported = new Set<Element>();
  // Innermost first (the reverse of document order): the box that clips the words is the one to name.
  for (const element of [...all].reverse()) {
    if (element instanceof SVGElement) continue;
    const css = style(element);
    const ellipsis = css.textOverflow === 'ellipsis';
    if (!clipsX(element) && !ellipsis) continue;
    if (!ellipsis && !element.matches(wordHolders) && !element.closest(wordHolders)) continue;
    if (element.scrollWidth <= element.clientWidth + tolerance) continue;
    if (words(element) === '') continue;
    if ([...reported].some((done) => done.contains(element) || element.contains(done))) continue;
    reported.add(element);
    report('clipped text', element, `shows ${px(element.clientWidth)} of ${px(element.scrollWidth)}`);
  }

  // 3. A field's shown value wider than the field's content box: a native select's chosen option, a read-only input
  //    showing a choice (Mantine's Select), or a placeholder. Words a person typed into a text field may run past
  //    its edge: the field scrolls them under the caret, as every text field does.
  const canvas = document.createElement('canvas').getContext('2d');
  for (const element of all) {
    let shown = '';
    if (element instanceof HTMLSelectElement) shown = element.selectedOptions[0]?.text ?? '';
    else if (element instanceof HTMLInputElement && textFields.has(element.getAttribute('type') ?? '')) {
      const choice = element.readOnly || element.getAttribute('role') === 'combobox';
      shown = element.value === '' ? element.placeholder : choice ? element.value : '';
    } else continue;
    if (!canvas || shown.trim() === '') continue;
    const css = style(element);
    canvas.font = css.font;
    const letterSpacing = Number.parseFloat(css.letterSpacing) || 0;
    const needed = canvas.measureText(shown).width + letterSpacing * shown.length;
    const room = element.clientWidth - Number.parseFloat(css.paddingLeft) - Number.parseFloat(css.paddingRight);
    if (needed > room + tolerance) report('clipped value', element, `needs ${px(needed)}, has ${px(room)}`, shown);
  }

  // 4. Cut by a container: a tab, link, button or menu item that sticks out of an ancestor clipping it sideways
  //    (part or all of it unseen). A scrolling ancestor cuts only a navigation bar, a tab list or a menu bar: their
  //    entries must all be in sight (a strip scrolled sideways shows no scroll bar with a mouse or on a phone), while
  //    a wide table in a scrolling box is a deliberate pattern.
  for (const element of all) {
    if (!element.matches(wordHolders)) continue;
    let container = element.parentElement;
    while (container && container !== document.body && !clipsX(container) && !scrolls(container))
      container = container.parentElement;
    if (!container || container === document.body) continue;
    if (scrolls(container) && !element.closest('nav, [role="tablist"], [role="menubar"]')) continue;
    if ([...reported].some((done) => done.contains(element) || element.contains(done))) continue;
    const box = element.getBoundingClientRect();
    const frame = container.getBoundingClientRect();
    const hiddenPart = Math.min(box.width, Math.max(box.right - frame.right, frame.left - box.left));
    if (hiddenPart > tolerance) {
      reported.add(element);
      const how = scrolls(container) ? 'scrolled out of sight in' : 'hidden by';
      report('cut by its container', element, `${px(hiddenPart)} of ${px(box.width)} ${how} ${selectorOf(container)}`);
    }
  }

  // 5. Controls and icons drawn far larger than their kind.
  const isControlPart = (element: Element) =>
    element.matches(
      'input[type="radio"], input[type="checkbox"], .mantine-Radio-radio, .mantine-Radio-icon, .mantine-Checkbox-input, .mantine-Checkbox-icon, .mantine-Switch-thumb',
    ) ||
    (element instanceof SVGSVGElement &&
      element.closest('.mantine-Radio-inner, .mantine-Checkbox-inner, .mantine-Switch-track') !== null);
  const inWords = (element: Element) =>
    element.closest(`${wordHolders}, .mantine-Alert-icon, .mantine-ThemeIcon-root, .mantine-ActionIcon-root`) !== null;
  const isIcon = (element: Element) => {
    if (element instanceof SVGSVGElement) {
      if (element.ownerSVGElement) return false;
      const viewBox = element.viewBox.baseVal;
      const drawnSmall = viewBox && viewBox.width > 0 && viewBox.width <= 48 && viewBox.height <= 48;
      return drawnSmall || /icon/i.test(element.getAttribute('class') ?? '') || inWords(element);
    }
    // A picture with words of its own (a document's thumbnail, a photograph) is content, whatever its size; an
    // image beside words without any (alt="") is an icon.
    return (
      element instanceof HTMLImageElement &&
      !element.closest('.mantine-Avatar-root') &&
      (element.getAttribute('alt') === '' || /icon/i.test(element.className)) &&
      inWords(element)
    );
  };
  // A control or an icon has few words of its own: name it by its label, its button or its link.
  const owner = (element: Element) =>
    element.closest(`.mantine-Radio-root, .mantine-Checkbox-root, .mantine-Switch-root, ${wordHolders}`) ?? element;
  for (const element of all) {
    const box = element.getBoundingClientRect();
    const size = `${px(box.width)} × ${px(box.height)}`;
    if (isControlPart(element)) {
      if (box.width > limits.control + tolerance || box.height > limits.control + tolerance)
        report('oversized control', element, `${size}, at most ${limits.control} px`, words(owner(element)));
      continue;
    }
    if (element.matches('.mantine-Switch-track')) {
      if (box.width > limits.switchTrack + tolerance || box.height > limits.control + tolerance)
        report(
          'oversized control',
          element,
          `${size}, at most ${limits.switchTrack} × ${limits.control} px`,
          words(owner(element)),
        );
      continue;
    }
    if (isIcon(element) && (box.width > limits.icon + tolerance || box.height > limits.icon + tolerance))
      report('oversized icon', element, `${size}, at most ${limits.icon} px`, words(owner(element)));
  }
  // 6. Words run together: two tabs, buttons, links or badges side by side on one line, nothing between them, whose
  //    ink (words, icons) touches: "InformationsMembres", tabs whose padding another stylesheet took away.
  /** The boxes of an element's words (each line of each text) and icons, in reading order. */
  const inkPieces = (element: Element) => {
    const pieces: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      const holder = node instanceof Element ? node : node.parentElement;
      if (holder && holder !== element && hidden(holder)) continue;
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        pieces.push(...[...range.getClientRects()].filter((box) => box.width > 0));
      } else if (node instanceof SVGSVGElement || node instanceof HTMLImageElement)
        pieces.push(node.getBoundingClientRect());
    }
    return pieces;
  };
  const sideBySide = 'button, a, [role="tab"], [role="menuitem"], .mantine-Badge-root';
  const visibleSet = new Set(all);
  for (const element of all) {
    if (!element.matches(sideBySide)) continue;
    let next = element.nextSibling;
    while (next && next.nodeType === Node.TEXT_NODE && !next.textContent?.trim()) next = next.nextSibling;
    if (!(next instanceof Element) || !visibleSet.has(next) || !next.matches(sideBySide)) continue;
    // Where they meet: the last words of the one and the first words of the next, on one line.
    const first = inkPieces(element).at(-1);
    const second = inkPieces(next)[0];
    if (!first || !second || second.left < first.left) continue;
    const shared = Math.min(first.bottom, second.bottom) - Math.max(first.top, second.top);
    if (shared < Math.min(first.height, second.height) / 2) continue;
    const gap = second.left - first.right;
    if (gap < 4)
      report(
        'words run together',
        element,
        `${px(gap)} between its words and the next ones`,
        `${words(element)} | ${words(next)}`,
      );
  }

  // 7. A Mantine component drawn without its stylesheet: every part of a component carries a hashed class (`m_…`)
  //    that only the component's own CSS file names. A page that did not load that file shows the component as bare
  //    HTML (tabs as words in a row, a radio's dot as big as its container). Reported once per part, with a count.
  const styled = new Set<string>();
  const collect = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule)
        for (const found of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(found[1]!);
      if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      collect(sheet.cssRules);
    } catch {
      // A stylesheet of another origin cannot be read; the product serves none.
    }
  }
  const bare = new Map<string, { element: Element; count: number; hashed: string }>();
  for (const element of all) {
    const hashed = [...element.classList].find((name) => /^m_[0-9a-f]+$/.test(name) && !styled.has(name));
    if (!hashed) continue;
    const part = [...element.classList].find((name) => name.startsWith('mantine-')) ?? hashed;
    const seen = bare.get(part);
    if (seen) seen.count += 1;
    else bare.set(part, { element, count: 1, hashed });
  }
  for (const { element, count, hashed } of bare.values())
    report('unstyled component', element, `no stylesheet names .${hashed}${count > 1 ? `; ${count} such parts` : ''}`);

  // The same defect on every row of a list is said once, with how many times it occurs.
  const once = new Map<string, { problem: LayoutProblem; count: number }>();
  for (const problem of problems) {
    const key = `${problem.kind}|${problem.selector}|${problem.text}`;
    const seen = once.get(key);
    if (seen) seen.count += 1;
    else once.set(key, { problem, count: 1 });
  }
  return [...once.values()].map(({ problem, count }) =>
    count > 1 ? { ...problem, measured: `${problem.measured}; ${count} times` } : problem,
  );
}

/** Every problem of the page as it stands (empty when sound). */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(inspectLayout, layoutLimits);
}

export function formatLayoutProblem(problem: LayoutProblem): string {
  const text = problem.text ? ` "${problem.text}"` : '';
  return `${problem.kind}: ${problem.selector}${text} (${problem.measured})`;
}

/** Once the screen is still, fails naming each offender: its kind of defect, a short selector, its words, the sizes. */
export async function expectSoundLayout(page: Page) {
  await settle(page);
  const problems = await layoutProblems(page);
  expect(problems.map(formatLayoutProblem), `layout of ${page.url()} at ${page.viewportSize()?.width} px`).toEqual([]);
}
