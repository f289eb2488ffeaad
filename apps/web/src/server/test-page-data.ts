import type { PublicPageData, PublicPageRenderInput } from '@portal/shared/public-pages';

/** What the server would read from a seeded database, with one open session and one testimonial. */
export function testPageData(overrides: Partial<PublicPageData> = {}): PublicPageData {
  return {
    statistics: { numberOfSessions: 11, totalScholarshipsGranted: 168, totalValueGranted: 125_800_000 },
    publicSettings: {
      universityName: { en: 'University of Dschang', fr: 'Université de Dschang', it: 'Università di Dschang' },
      universityTown: { en: 'Dschang', fr: 'Dschang', it: 'Dschang' },
      swissAddress: {
        name: { en: 'Swiss committee', fr: 'Comité suisse', it: 'Comitato svizzero' },
        lines: { en: 'Via Test 1\n6900 Lugano', fr: 'Via Test 1\n6900 Lugano', it: 'Via Test 1\n6900 Lugano' },
      },
      cameroonAddress: {
        name: { en: 'Cameroon branch', fr: 'Antenne camerounaise', it: 'Sede in Camerun' },
        lines: { en: 'PO Box 96\nDschang', fr: 'BP 96\nDschang', it: 'Casella postale 96\nDschang' },
      },
      email: 'contact@example.org',
      phone: '+237 600 00 00 00',
      allowanceAmount: 650_000,
      currency: 'FCFA',
    },
    quotes: [
      {
        id: 1,
        fullName: 'Brice Kamga',
        position: 'Former scholar',
        company: null,
        content: 'It paid my studies.',
        image: null,
      },
    ],
    currentSession: {
      id: 4,
      name: 'Session 2026',
      year: 2026,
      status: 'OPEN',
      startDate: '2026-01-01T08:00:00.000Z',
      endDate: '2099-01-01T08:00:00.000Z',
      passScore: 50,
      candidatesToSelect: 20,
      completionNotice: { en: '', fr: '', it: '' },
      applicationGuidelines: { en: '', fr: '', it: '' },
      acceptanceDays: 10,
      reminderDays: 3,
      resultsHidden: false,
      publicationDate: '2099-02-15',
      publishedAt: null,
      interviewWeight: 0,
      panelSize: 2,
      correctSeverity: false,
      phase: 'OPEN',
      ongoing: true,
      created: '2025-12-01T08:00:00.000Z',
      modified: '2025-12-01T08:00:00.000Z',
      now: '2026-11-23T10:00:00.000Z',
    },
    results: [
      {
        id: 3,
        name: 'Session 2025',
        year: 2025,
        publishedAt: '2025-07-01T08:00:00.000Z',
        results: [
          { number: 311, initials: 'A. B.', state: 'ACCEPTED' },
          { number: 342, initials: 'C. D. E.', state: 'DECLINED' },
          { number: 355, initials: 'F. G.', state: 'AWAITING' },
        ],
      },
    ],
    ...overrides,
  };
}

export function testRenderInput(overrides: Partial<PublicPageRenderInput> = {}): PublicPageRenderInput {
  return {
    url: '/home',
    siteUrl: 'https://portal.example.org',
    language: 'en',
    theme: undefined,
    data: testPageData(),
    assets: { css: ['/assets/main.css'], scripts: ['/assets/public-page.js'], preload: ['/assets/cookies.js'] },
    ...overrides,
  };
}
