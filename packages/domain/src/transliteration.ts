// Initial version; packages/domain owner completes the rules of integrations.md with tests.
export function latinToCyrillic(text: string): string {
  return text;
}
