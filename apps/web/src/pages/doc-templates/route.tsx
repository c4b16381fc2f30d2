/** /lawyer-profile/letters/doc-template: the document templates. */
export { TemplateList as Component } from '../../doc-templates/template-list';
