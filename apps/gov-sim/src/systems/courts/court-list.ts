import { REGIONS } from '@portal/domain';
import type { Court } from '@portal/integrations';

/**
 * The courts of criminal cases (codes follow the API's reference data, R<regionId>-CRIM, …): the Supreme Court, and per region its regional and city criminal courts. */
export const COURTS: readonly Court[] = [
  { code: 'SUPREME', regionId: null, name: 'Oʻzbekiston Respublikasi Oliy sudi' },
  ...REGIONS.flatMap((r) => [
    { code: `R${r.id}-CRIM`, regionId: r.id, name: `${r.names.lt} jinoyat ishlari boʻyicha sudi` },
    {
      code: `R${r.id}-C-CRIM`,
      regionId: r.id,
      name: `${r.names.lt.replace(/ viloyati$| Respublikasi$| shahri$/, '')} shahar jinoyat ishlari boʻyicha sudi`,
    },
  ]),
];
