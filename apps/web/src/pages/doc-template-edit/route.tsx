/** /lawyer-profile/letters/doc-template/new and …/{id}/edit: writing a template. */
import { useParams } from 'react-router';
import { TemplateForm } from '../../doc-templates/template-form';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export function Component() {
  const raw = useParams().id;
  if (raw === undefined) return <TemplateForm />;
  const id = idParam(raw);
  return id === null ? <NotFoundItem /> : <TemplateForm key={id} id={id} />;
}
