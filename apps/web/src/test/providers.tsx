/** Components under test render inside the app's own providers (theme, queries, notifications), as in the app. */
export { AppProvider as TestProviders } from '@/app/provider';
