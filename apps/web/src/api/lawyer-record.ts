/**
 * The lawyer's record: the chambers' marks of one lawyer or the caller's own (the rest is the derived
 * client, api.lawyerRecord in api/api.ts).
 */
import { api } from './api';

export const useLawyerMarks = (lawyerId?: number) =>
  api.lawyerRecord.lawyerBallList.useQuery({ query: lawyerId ? { lawyerId } : {} }, { retry: false });
