import { appRoutes } from '@portal/shared/app-routes';
import type { FeatureRoutes } from '@/lib/lazy-route';
import { page } from '@/lib/lazy-route';

/** The public pages (also rendered on the server). */
export const landingRoutes: FeatureRoutes = {
  public: [
    { path: appRoutes.tour, ...page(() => import('./components/tour-page').then((m) => m.TourPage), ['public']) },
    {
      path: appRoutes.home,
      ...page(() => import('./components/home-page').then((m) => m.HomePage), ['home', 'public', 'eligibility']),
    },
    { path: appRoutes.about, ...page(() => import('./components/about-page').then((m) => m.AboutPage), ['public']) },
    {
      path: appRoutes.contact,
      ...page(() => import('./components/contact-page').then((m) => m.ContactPage), ['public']),
    },
    { path: appRoutes.terms, ...page(() => import('./components/terms-page').then((m) => m.TermsPage), ['public']) },
    {
      path: appRoutes.privacy,
      ...page(() => import('./components/privacy-page').then((m) => m.PrivacyPage), ['privacy', 'public']),
    },
    {
      path: appRoutes.eligibility,
      ...page(() => import('./components/eligibility-page').then((m) => m.EligibilityPage), ['eligibility']),
    },
  ],
};
