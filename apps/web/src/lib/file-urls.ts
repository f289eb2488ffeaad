/** Where the API serves a quote's photo (public: the landing page shows it). */
export const quoteImageSrc = (image: string) => `/api/files/quote-avatars/${image}`;
