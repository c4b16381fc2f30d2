/** /lawyer-profile/letters/doc-template/{id}: filling a template: preview, PDF, a draft letter. */
import { useParams } from 'react-router';
import { TemplateUse } from '../../doc-templates/template-use';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <TemplateUse key={id} id={id} />;
}
