/**
 * What other features may use of personal data: the section that shows the size of everything the portal holds
 * about a person and downloads it (the account settings, and an administrator's page of a person).
 */
export { DataDownloadCard } from './components/data-download-card';
