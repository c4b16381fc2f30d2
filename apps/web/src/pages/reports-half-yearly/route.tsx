/** /lawyer-profile/reports/half-yearly: the director's half-year reports. */
import { MyReports } from '../../reports/my-reports';

export function Component() {
  return <MyReports />;
}
