/** The pages of document templates (/lawyer-profile/letters/doc-template). */
const BASE = '/lawyer-profile/letters/doc-template';
export const templateLinks = {
  list: BASE,
  create: `${BASE}/new`,
  edit: (id: number) => `${BASE}/${id}/edit`,
  use: (id: number) => `${BASE}/${id}`,
};
