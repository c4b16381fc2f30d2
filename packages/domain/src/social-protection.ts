/**
 * The programmes of the social protection register a person can be enrolled in (the unified register of
 * social protection: allowances to low-income families, for children, childcare, material assistance):
 * the codes its answers carry (packages/integrations social-protection.ts) and the simulator's people
 * are enrolled in (packages/synthetic).
 */
export const SOCIAL_PROGRAMMES = [
  'LOW_INCOME_FAMILY',
  'CHILD_ALLOWANCE',
  'CHILDCARE_ALLOWANCE',
  'MATERIAL_ASSISTANCE',
] as const;
export type SocialProgramme = (typeof SOCIAL_PROGRAMMES)[number];
