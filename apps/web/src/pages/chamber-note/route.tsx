export { loader, NotePage as Component } from '../../chamber/note-page';
