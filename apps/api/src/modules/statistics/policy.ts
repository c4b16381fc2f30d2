/**
 * Whose figures the caller sees (docs/domain.md "Statistics"): a regional chamber its own region's
 * (another region is refused), the ministry, the republic chamber and ADMIN the country's or any region's.
 */
import { AppError } from '../../errors/app-error';
import type { LegalAidCaller } from '../legal-aid';

/** The region of the figures: undefined for the whole country. */
export function statisticsRegion(caller: LegalAidCaller, regionId: number | undefined): number | undefined {
  if (caller.role !== 'REGION_CHAMBER') return regionId;
  if (caller.regionId === null) throw new AppError('NOT_FOUND');
  if (regionId !== undefined && regionId !== caller.regionId)
    throw new AppError('BUSINESS_RULE', { messageKey: 'statistics:otherRegion', field: 'regionId' });
  return caller.regionId;
}
