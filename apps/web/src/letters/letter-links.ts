/** Where a letter opens (the letter list, a new draft, a notification about a letter lead there). */
export const letterPath = (id: number) => `/lawyer-profile/letters/view/${id}`;
