/** The id of every layout's <main>: the skip link jumps there and menus open inside it (within the landmarks). */
export const mainContentId = 'main-content';

/** The committee's decision on an application's screen: the dashboard's "See the decision" links to `#decision`. */
export const decisionAnchorId = 'decision';
