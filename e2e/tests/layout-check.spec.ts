import { expectSoundLayout, formatLayoutProblem, layoutProblems } from '../support/layout.ts';
import { expect, skipEndLayoutCheck, test } from '../support/test.ts';

// The layout check on pages written here, in the shapes Mantine gives the product's controls: it must name every
// defect a person saw on a phone, and say nothing about a page built right.
test.use({ viewport: { width: 360, height: 740 } });

/** A grey 1×1 PNG, drawn at whatever size the page asks. */
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==';

const page360 = (body: string, styles = '') => `<!doctype html><html lang="en"><head><meta name="viewport"
  content="width=device-width, initial-scale=1"><style>
  body { margin: 0; font: 16px sans-serif; }
  .label { display: flex; overflow: hidden; white-space: nowrap; }
  .ellipsis { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  ${styles}</style></head><body><main>${body}</main></body></html>`;

// Tabs as Mantine draws them: buttons whose padding the unstyled button's reset took away, side by side.
const tabs = `<div role="tablist" class="mantine-Tabs-list m_576c9d4"><button role="tab"
  class="mantine-Tabs-tab m_539e827b" style="padding: 0; border: 0">Information</button><button role="tab"
  class="mantine-Tabs-tab m_539e827b" style="padding: 0; border: 0">Members</button></div>`;

const broken = page360(`
  <h1>Am I eligible?</h1>${tabs}
  <div class="mantine-Radio-root"><div class="mantine-Radio-inner">
    <input class="mantine-Radio-radio" type="radio" id="student" name="who">
    <svg class="mantine-Radio-icon" viewBox="0 0 5 5" style="width: 300px"><circle cx="2.5" cy="2.5" r="2.5" /></svg>
  </div><label for="student">University student</label></div>
  <button class="mantine-Button-root" style="width: 150px">
    <span class="mantine-Button-label label">Save and mark as completed</span>
  </button>
  <div class="mantine-Badge-root" style="width: 70px"><span class="mantine-Badge-label ellipsis">NOT ELIGIBLE</span></div>
  <label for="grade">Grade</label>
  <select id="grade" style="width: 56px; padding: 0 24px 0 8px"><option>None given</option></select>
  <a href="#next">Next <svg viewBox="0 0 24 24" width="200" height="200" aria-hidden="true"><path d="M4 12h16" /></svg></a>
  <a href="#back"><img alt="" src="${pixel}" width="120" height="120"> Back</a>
  <label for="bac">Baccalaureate</label>
  <input id="bac" readonly role="combobox" value="GCE Advanced Level (English-speaking system)" style="width: 120px">
  <div style="width: 600px">A table that does not fit the phone</div>
  <nav aria-label="Main"><div style="overflow-x: auto; width: 300px"><div style="display: flex; width: max-content">
    <a href="#a" style="padding: 0 40px">Dashboard</a><a href="#b" style="padding: 0 40px">Sessions</a>
    <a href="#c" style="padding: 0 40px">Reference lists</a>
  </div></div></nav>`);

const sound = page360(
  `
  <h1>Am I eligible?</h1>${tabs}
  <div class="mantine-Radio-root"><div class="mantine-Radio-inner" style="position: relative; width: 20px">
    <input class="mantine-Radio-radio" type="radio" id="student" name="who" style="width: 20px; height: 20px">
    <svg class="mantine-Radio-icon" viewBox="0 0 5 5" style="position: absolute; inset: 6px; width: 8px"><circle cx="2.5" cy="2.5" r="2.5" /></svg>
  </div><label for="student">University student</label></div>
  <button class="mantine-Button-root"><span class="mantine-Button-label label">Save and mark as completed</span></button>
  <div class="mantine-Badge-root" style="width: max-content"><span class="mantine-Badge-label ellipsis">NOT ELIGIBLE</span></div>
  <label for="grade">Grade</label>
  <select id="grade" style="padding: 0 24px 0 8px"><option>None given</option></select>
  <a href="#next">Next <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M4 12h16" /></svg></a>
  <label for="school">School</label>
  <input id="school" value="Government Bilingual High School of Dschang, Menoua" style="width: 120px">
  <a href="#scan"><img alt="Birth certificate, page 1" src="${pixel}" width="200" height="120"> Open</a>
  <button class="mantine-Button-root"><span class="label">Close</span><span class="sr-only">the eligibility answer and every hint</span></button>
  <div style="display: none"><svg viewBox="0 0 24 24" width="400" height="400"></svg></div>
  <div style="overflow-x: auto"><table><tr><td style="min-width: 700px">A wide table scrolls in its own box</td></tr></table></div>
  <nav aria-label="Main"><a href="#a">Dashboard</a> <a href="#b">Sessions</a></nav>`,
  // The tabs' stylesheet, as Mantine's Tabs.css names their parts.
  '.m_576c9d4 { display: flex; gap: 4px; } .m_539e827b:where([data-active]) { font-weight: bold; }',
);

test('the layout check names each defect of a broken page', async ({ page }) => {
  skipEndLayoutCheck('the page is broken on purpose: the test asserts what the check says about it');
  await page.setContent(broken);
  const problems = await layoutProblems(page);
  const said = problems.map(formatLayoutProblem);
  const expectProblem = (kind: string, text: RegExp) =>
    expect(
      problems.some((problem) => problem.kind === kind && text.test(`${problem.selector} ${problem.text}`)),
      `${kind} ${text} in:\n${said.join('\n')}`,
    ).toBe(true);

  expectProblem('oversized control', /mantine-Radio-icon.*University student/);
  expectProblem('clipped text', /mantine-Button-label.*Save and mark as completed/);
  expectProblem('clipped text', /mantine-Badge-label.*NOT ELIGIBLE/);
  expectProblem('clipped value', /None given/);
  expectProblem('oversized icon', /svg.*Next/);
  expectProblem('oversized icon', /img.*Back/);
  expectProblem('clipped value', /GCE Advanced Level/);
  expectProblem('page wider than the screen', /html/);
  expectProblem('sticks out of the screen', /A table that does not fit the phone/);
  expectProblem('cut by its container', /Reference lists/);
  expectProblem('unstyled component', /mantine-Tabs-list/);
  expectProblem('unstyled component', /mantine-Tabs-tab.*Information/);
  expect(said.find((line) => line.startsWith('unstyled component: button.mantine-Tabs-tab'))).toContain('2 such parts');
  expectProblem('words run together', /Information \| Members/);
  // The measured sizes are part of the message: the 300 px dot, the label's room against its words.
  expect(said.find((line) => line.includes('mantine-Radio-icon'))).toContain('300 px × 300 px');
  expect(said.find((line) => line.startsWith('page wider'))).toContain('on a 360 px screen');

  await expect(expectSoundLayout(page)).rejects.toThrow(/clipped text: .*Save and mark as completed/);
});

test('the layout check says nothing about a sound page', async ({ page }) => {
  await page.setContent(sound);
  expect((await layoutProblems(page)).map(formatLayoutProblem)).toEqual([]);
  await expectSoundLayout(page);
});

test('the end of every test checks the pages left open', async ({ page }) => {
  // No check in the body: the shared test's fixture finds the clipped label once the body is done, and fails.
  test.fail();
  await page.setContent(broken);
});
