/**
 * What other features may use of the reference lists: reading them (the student form's disabilities, a user's
 * page). The lint rule between features lets them import this file and nothing else of this folder.
 */
export { type ReferenceItem, useReferenceItems } from './api/get-reference-items';
