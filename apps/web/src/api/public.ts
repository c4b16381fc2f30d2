/**
 * The public portal's calls are the derived client (api.lawyers, api.contragents, api.content, api.duty,
 * api.vacancies, api.issuedDocuments in api/api.ts): keyed by their input and the language, a paged list
 * keeps its previous page on screen while the next one loads. The reference lists come from here too.
 */
import wire from 'virtual:wire-calls/first-page';

/** The news list's path, for the page's loader to start it early (api/client.ts `startEarly`). */
export const NEWS_LIST = wire.content!.calls.listNews!.path;

export { useContragentTypes, useRegions } from './reference';
