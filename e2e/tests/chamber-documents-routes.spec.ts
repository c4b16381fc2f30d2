/**
 * Every route of the chamber's documents and notes renders for the roles that see it and is
 * refused for the others, axe in the three themes (support/route-matrix.ts).
 */
import { postAs } from '../support/api-calls';
import { type PathContext, routeMatrix } from '../support/route-matrix';

/** A note of the Samarqand chamber to open (the newest; one is sent first when there is none). */
async function someNote({ request, token, getJson }: PathContext): Promise<string> {
  const notes = await getJson<{ list: { id: number }[] }>('/api/v.1/getInfo/notesList?limit=1');
  if (notes.list[0]) return `/lawyer-profile/document-chamber/notes/${notes.list[0].id}`;
  const res = await postAs(request, token, '/api/v.1/getInfo/noteCreate', {
    title: 'Sahifalar tekshiruvi',
    text: 'Tekshiruv uchun eslatma.',
  });
  return `/lawyer-profile/document-chamber/notes/${(await res.json()).id}`;
}

const READERS = ['lawyer-samarqand-2', 'region-chamber', 'republic-chamber'] as const;
const REFUSED = ['user', 'investigator'] as const;

routeMatrix('chamber documents and notes', [
  {
    path: '/lawyer-profile/document-chamber',
    seenBy: READERS,
    refusedFor: [...REFUSED, 'guest'],
    shows: 'chamber-notes-link',
  },
  {
    path: '/lawyer-profile/document-chamber/notes',
    seenBy: READERS,
    refusedFor: [...REFUSED, 'guest'],
  },
  {
    name: '/lawyer-profile/document-chamber/notes/{id}',
    path: someNote,
    kind: 'record',
    seenBy: ['region-chamber'],
    refusedFor: ['lawyer-samarqand-2'],
    shows: 'chamber-note-summary',
  },
]);
