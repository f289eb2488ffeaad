/** The id of every layout's <main>: the skip link jumps there and menus open inside it (within the landmarks). */
export const mainContentId = 'main-content';
