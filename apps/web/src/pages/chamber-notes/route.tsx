export { loader, NotesPage as Component } from '../../chamber/notes-page';
