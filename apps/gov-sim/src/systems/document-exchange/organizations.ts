import type { ExchangeOrganization, MailRegion } from '@portal/integrations';

/** The government bodies the simulated exchange delivers to: executive bodies on E-IJRO, others on SEDO. */
export const EXCHANGE_ORGANIZATIONS: readonly ExchangeOrganization[] = [
  {
    id: 'EIJRO-0001',
    name: 'Oʻzbekiston Respublikasi Adliya vazirligi',
    inn: '200935935',
    network: 'EIJRO',
    regionSoato: null,
  },
  {
    id: 'EIJRO-0002',
    name: 'Oʻzbekiston Respublikasi Ichki ishlar vazirligi',
    inn: '200847402',
    network: 'EIJRO',
    regionSoato: null,
  },
  {
    id: 'EIJRO-0003',
    name: 'Oʻzbekiston Respublikasi Bosh prokuraturasi',
    inn: '201122919',
    network: 'EIJRO',
    regionSoato: null,
  },
  {
    id: 'EIJRO-1718',
    name: 'Samarqand viloyati hokimligi',
    inn: '200544187',
    network: 'EIJRO',
    regionSoato: '1718',
  },
  {
    id: 'EIJRO-1726',
    name: 'Toshkent shahar hokimligi',
    inn: '200544112',
    network: 'EIJRO',
    regionSoato: '1726',
  },
  {
    id: 'SEDO-0001',
    name: 'Oʻzbekiston Respublikasi Oliy sudi',
    inn: '201052331',
    network: 'SEDO',
    regionSoato: null,
  },
  { id: 'SEDO-1718', name: 'Samarqand viloyat sudi', inn: '201052780', network: 'SEDO', regionSoato: '1718' },
  { id: 'SEDO-1726', name: 'Toshkent shahar sudi', inn: '201052711', network: 'SEDO', regionSoato: '1726' },
];

/** The exchange's regions (SOATO codes of integrations.md). */
export const MAIL_REGIONS: readonly MailRegion[] = [
  { soato: '1735', name: 'Qoraqalpogʻiston Respublikasi' },
  { soato: '1703', name: 'Andijon viloyati' },
  { soato: '1706', name: 'Buxoro viloyati' },
  { soato: '1708', name: 'Jizzax viloyati' },
  { soato: '1710', name: 'Qashqadaryo viloyati' },
  { soato: '1712', name: 'Navoiy viloyati' },
  { soato: '1714', name: 'Namangan viloyati' },
  { soato: '1718', name: 'Samarqand viloyati' },
  { soato: '1722', name: 'Surxondaryo viloyati' },
  { soato: '1724', name: 'Sirdaryo viloyati' },
  { soato: '1727', name: 'Toshkent viloyati' },
  { soato: '1730', name: 'Fargʻona viloyati' },
  { soato: '1733', name: 'Xorazm viloyati' },
  { soato: '1726', name: 'Toshkent shahri' },
];
