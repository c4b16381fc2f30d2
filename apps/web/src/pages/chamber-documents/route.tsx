export { loader, DocumentsPage as Component } from '../../chamber/documents-page';
