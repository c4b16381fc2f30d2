/** /lawyer-profile/reports/half-yearly/update/{id}: the director edits a half-year report. */
import { useParams } from 'react-router';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { ReportEdit } from '../../reports/report-edit';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <ReportEdit key={id} id={id} />;
}
