import { test } from '@playwright/test';
import { applicationSections } from '@portal/shared/application-rules';
import { layoutTypes } from '@portal/shared/theme';
import { Camera, desktopVariants, openDevice, variantName } from './camera.ts';
import { say, sayStart } from './catalog.ts';
import { readScenario } from './scenario.ts';

// The committee on a desktop, in English and Italian: the open session, the closed one with its decisions, the
// lists it keeps and the settings of the programme.

for (const variant of desktopVariants) {
  test(`committee screens while a session is open, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const scenario = readScenario();
    const open = scenario.open!;
    const closed = scenario.closedSessionId;
    const lang = variant.lang;
    const { context, page } = await openDevice(browser, baseURL!, variant, scenario.admin);
    const camera = new Camera(page, 'committeeOpen', variant);
    const button = (name: string, exact = true) => page.getByRole('button', { name, exact });

    await camera.visit('/dashboard', 'Dashboard, session open');
    await camera.inLayouts(`/sessions/${closed}/candidates`, 'Candidates', layoutTypes);
    await camera.dialog('User menu open', () => button(sayStart(lang, 'shell:user.menu'), false).click());
    await camera.dialog('Theme settings open', () => button(say(lang, 'shell:theme.open')).click());

    await camera.visit('/audit', 'The portal’s audit');
    await camera.visit('/sessions', 'Sessions');
    await camera.dialog('Dialog: new session', () => button(say(lang, 'sessions:actions.create')).click());
    await camera.dialog('Dialog: change the status of the open session', () =>
      button(sayStart(lang, 'sessions:actions.changeStatusNamed'), false).first().click(),
    );
    await camera.visit(`/sessions/${closed}`, 'Session address: opens the overview');
    await camera.visit(`/sessions/details/${closed}`, 'Session details address');
    for (const tab of ['overview', 'statistics', 'ratings'])
      await camera.visit(`/sessions/${closed}/${tab}`, `Closed session: ${tab}`);
    await camera.visit(`/sessions/${open.sessionId}/overview`, 'Open session: overview');
    await camera.visit(`/sessions/${closed}/candidates`, 'Candidates of the closed session, decided');
    // This popover stays open on Escape (the focus stays on its button): its button closes it.
    const reasons = button(sayStart(lang, 'candidates:eligibility.reasonsOf'), false).first();
    await camera.dialog('Candidates: why not eligible', () => reasons.click(), { close: () => reasons.click() });
    await camera.visit(`/sessions/${open.sessionId}/candidates`, 'Candidates of the open session');

    // An approved application of the closed session, as the committee reads it: every section, the score last.
    const approved = scenario.approved.applicationId;
    await camera.visit(`/applications/${approved}/view`, 'Application read-only (committee), first section');
    for (const { id } of applicationSections)
      await camera.visit(`/applications/${approved}/view/${id}`, `Application read-only (committee): ${id}`);

    // A submitted application of the open session: the decisions and the bonus, each in its dialog.
    const pending = open.submitted.applicationId;
    await camera.visit(`/applications/${pending}/view/score`, 'Score section, undecided application');
    for (const decision of ['APPROVED', 'NOT_APPROVED', 'REJECTED'])
      await camera.dialog(`Dialog: decision ${decision}`, () =>
        button(say(lang, `evaluation:decision.action.${decision}`)).click(),
      );
    await camera.dialog('Dialog: committee bonus', () => button(say(lang, 'evaluation:bonus.give')).click());
    await camera.visit(
      `/applications/${open.toCorrect.applicationId}/view/score`,
      'Score section, rejected application',
    );

    await camera.visit('/users', 'Users');
    await camera.dialog('Users: row menu', () => button(sayStart(lang, 'users:actions.for'), false).first().click());
    await camera.go('/users');
    await button(sayStart(lang, 'users:actions.for'), false).first().click();
    await camera.dialog('Dialog: change the status of a user', () =>
      page
        .getByRole('menuitem', {
          name: new RegExp(`${say(lang, 'users:actions.deactivate')}|${say(lang, 'users:actions.activate')}`),
        })
        .click(),
    );
    await camera.visit(`/users/${open.draft.user.id}`, 'User detail (an applicant)');

    for (const [path, list] of [
      ['school-levels', 'schoolLevels'],
      ['document-types', 'documentTypes'],
      ['handicaps', 'handicaps'],
      ['bac-types', 'bacTypes'],
    ] as const) {
      await camera.visit(`/configurations/${path}`, `Reference list: ${path}`);
      await camera.dialog(`Dialog: add to ${path}`, () => button(say(lang, `reference:${list}.add`)).click());
    }
    await camera.visit('/quotes', 'Quotes');
    await camera.dialog('Dialog: add a quote', () => button(say(lang, 'reference:quotes.add')).click());
    await camera.visit('/configurations/programme', 'Programme settings');
    for (const tab of ['profile', 'security'])
      await camera.visit(`/account/settings/${tab}`, `Account settings: ${tab}`);
    await camera.visit('/account/profile', 'My profile');
    await camera.visit('/no-such-page', 'Page not found (signed in)');
    await context.close();
  });
}
