/** axe-core over what a component test rendered: the rule violations, by rule id and the offending markup. */
import axe from 'axe-core';

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    // happy-dom lays nothing out: colours and sizes cannot be judged here (e2e does that in Chromium).
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
}
