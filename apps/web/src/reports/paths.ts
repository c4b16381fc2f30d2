/** Where the report screens live (cabinet-routes.tsx). */
export const DIRECTOR_REPORTS = '/lawyer-profile/reports/half-yearly';
export const REVIEW_REPORTS = '/lawyer-profile/reports/review';
