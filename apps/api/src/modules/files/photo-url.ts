/** The public address of a lawyer's photo (served by modules/files under the API prefix /api/v.1). */
export function photoUrl(fileId: string | null | undefined): string | null {
  return fileId ? `/api/v.1/files/photo/${fileId}` : null;
}
