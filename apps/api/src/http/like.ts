/** A user's text as a LIKE/ILIKE pattern that matches it anywhere: %, _ and \ are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
