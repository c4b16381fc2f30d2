/**
 * Waiting for a condition, never for a fixed time: `check` is asked every `everyMs` until it is true or
 * `timeoutMs` passed; answers whether it became true.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
