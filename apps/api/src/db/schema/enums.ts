import { GENDERS } from '@portal/domain/identifiers';
import { LAWYER_STATUSES } from '@portal/domain/statuses';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Gender as the person registry gives it (pinfl's first digit agrees with it). */
export const genderEnum = pgEnum('gender', GENDERS);

/**
 * A lawyer's standing, which is the status of the current license (spec section 4 "License: ACTIVE,
 * INACTIVE, temporarily or permanently inactive").
 */
export const lawyerStatusEnum = pgEnum('lawyer_status', LAWYER_STATUSES);
