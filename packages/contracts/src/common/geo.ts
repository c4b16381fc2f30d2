import { z } from 'zod';

/**
 * A place picked on the map (a structure, a vacancy): latitude and longitude within Uzbekistan's box,
 * both or neither (`mapPositionRefine`).
 */
export const mapPosition = {
  latitude: z
    .number()
    .min(37)
    .max(46)
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(55)
    .max(74)
    .nullish()
    .transform((v) => v ?? null),
};

/** The refine of an object with {@link mapPosition}: both coordinates or none (the error on longitude). */
export const mapPositionRefine: [
  (v: { latitude: number | null; longitude: number | null }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => (v.latitude === null) === (v.longitude === null),
  { message: 'validation.wrongData', path: ['longitude'] },
];
