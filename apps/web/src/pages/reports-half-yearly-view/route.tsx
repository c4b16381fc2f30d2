/** /lawyer-profile/reports/half-yearly/view/{id} and reports/review/view/{id}: one half-year report. */
import { useParams } from 'react-router';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { ReportView } from '../../reports/report-view';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <ReportView key={id} id={id} />;
}
