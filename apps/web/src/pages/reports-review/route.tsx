/** /lawyer-profile/reports/review: the chambers' and the ministry's half-year reports with the sums. */
import { ReviewReports } from '../../reports/review-page';

export function Component() {
  return <ReviewReports />;
}
