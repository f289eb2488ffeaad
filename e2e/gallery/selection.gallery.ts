import { test } from '@playwright/test';
import { Camera, desktopVariants, openDevice, phoneVariants, variantName } from './camera.ts';
import { say, sayStart } from './catalog.ts';
import { readSelectionScenario } from './scenario.ts';

// The demonstration session's interview shortlist before the decisions: the committee's shortlist, slots and panel
// settings, the applicants choosing or holding a time; then, once the panels have sat, an evaluator's interviews and
// evaluations and the committee's final scores. Projects `selection` and `selection panels` (the titles tell them apart).

for (const variant of desktopVariants) {
  test(`committee screens of the shortlist before the panels, ${variantName(variant)}`, async ({
    browser,
    baseURL,
  }) => {
    const selection = readSelectionScenario();
    const id = selection.sessionId;
    const lang = variant.lang;
    const { context, page } = await openDevice(browser, baseURL!, variant, selection.admin);
    const camera = new Camera(page, 'committeeSelection', variant);

    await camera.visit(`/sessions/${id}/candidates?preselection=preselected`, 'Candidates, the shortlist filtered');
    await camera.dialog('Dialog: preselect for interviews, with its preview', async (p) => {
      await p.getByRole('button', { name: say(lang, 'candidates:preselectDialog.action'), exact: true }).click();
      await p.getByRole('dialog').getByText(say(lang, 'candidates:preselectDialog.cutScore')).first().waitFor();
    });
    await camera.visit(`/sessions/${id}/interviews`, 'Session: interview times');
    // A time typed in the reader's zone, a week on at ten, shows Cameroon's beside it.
    const day = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
    await page.getByLabel(sayStart(lang, 'interview-slots:form.startsAt')).fill(`${day}T10:00`);
    await page
      .getByLabel(say(lang, 'interview-slots:form.place'), { exact: true })
      .fill('Université de Dschang, salle 12');
    await page.getByLabel(say(lang, 'interview-slots:form.videoUrl')).fill('https://meet.jit.si/bourse-entretien');
    // Typing scrolled the page down to the form: the picture is taken from the top, the focus gone as after a click.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await camera.shot('Session: interview times, a time being added');
    await camera.visit(`/sessions/${id}/panel`, 'Session: panel (rubric, panels, severity), before the panels');
    await context.close();
  });

  test(`committee and evaluator screens once the panels sat, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const selection = readSelectionScenario();
    const panels = selection.panels!;
    const id = selection.sessionId;

    let { context, page } = await openDevice(browser, baseURL!, variant, selection.evaluator);
    let camera = new Camera(page, 'committeeSelection', variant);
    await camera.visit('/interviews', 'Evaluator: my interviews');
    await camera.visit(`/interviews/${panels.draftOf}`, 'Evaluator: evaluation form, a draft');
    await camera.visit(`/interviews/${panels.submittedOf}`, 'Evaluator: evaluation submitted, the others’ marks');
    await context.close();

    ({ context, page } = await openDevice(browser, baseURL!, variant, selection.admin));
    camera = new Camera(page, 'committeeSelection', variant);
    await camera.visit(`/sessions/${id}/candidates?sort=final`, 'Candidates by final score');
    await camera.visit(`/sessions/${id}/panel`, 'Session: panel once evaluated (severity)');
    await camera.visit(`/applications/${panels.submittedOf}/view/score`, 'Application (committee): score and panel');
    // Approving a shortlisted applicant whose interview was not held, below others still undecided in the final
    // ranking: the dialog states both, once the count has come.
    const lang = variant.lang;
    const above = say(lang, 'evaluation:decision.warnings.pendingAbove_other', { formatted: '' }).trim();
    await camera.go(`/applications/${selection.booked.applicationId}/view/score`);
    await camera.dialog(
      'Dialog: approval warned by the final ranking',
      (p) => p.getByRole('button', { name: say(lang, 'evaluation:decision.action.APPROVED'), exact: true }).click(),
      { shown: (p) => p.getByRole('dialog').getByRole('alert').filter({ hasText: above }) },
    );
    await context.close();
  });
}

for (const variant of phoneVariants) {
  test(`applicant screens of the shortlist, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const selection = readSelectionScenario();
    for (const [person, screen] of [
      [selection.invited, 'Dashboard, preselected: choose an interview time'],
      [selection.booked, 'Dashboard, preselected: interview time booked'],
    ] as const) {
      const { context, page } = await openDevice(browser, baseURL!, variant, person);
      await new Camera(page, 'applicantSelection', variant).visit('/dashboard', screen);
      await context.close();
    }
  });
}
