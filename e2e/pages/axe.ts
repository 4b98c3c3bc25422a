import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The rules whose findings can only be minor or moderate: axe-core gives every finding of a rule
 * the impact the rule declares, so these can never be serious or critical and are not run (a
 * fifth of each check's time). Read from axe-core's own rule list, so an upgrade that raises a
 * rule's impact runs it again.
 */
const NEVER_SERIOUS: string[] = (
  axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } }
)._audit.rules
  .filter((r) => r.impact === 'minor' || r.impact === 'moderate')
  .map((r) => r.id);

/**
 * axe-core's options for a check: the rules above off, only violations kept. axe-core's
 * experimental rules stay off, as by default: "label in name" (label-content-name-mismatch)
 * among them, which reads antd's space between two Chinese characters in a button ("详 情") as
 * a mismatch with a name that has none.
 */
const RUN_OPTIONS = {
  rules: Object.fromEntries(NEVER_SERIOUS.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
};

interface Violation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * A fresh copy of axe-core in `frame` for each check, as AxeBuilder loaded it: each check starts
 * from axe's own state, whatever an earlier check on the same document left. (Keeping one copy per
 * document would save its load, 0.1 to 0.2 s a check; it has not been compared with this.)
 */
async function loadAxe(frame: Frame): Promise<void> {
  await frame.evaluate(axe.source).catch(() => {
    // A frame gone while the check starts has nothing left to check.
  });
}

/**
 * What a screen must not have, as one list of findings: every serious or critical finding of
 * axe-core, colour contrast included, and anything but exactly one level-one heading. Empty when
 * the screen passes; each entry names the rule and the nodes, so a failure says where.
 *
 * axe-core runs in the page itself, as its own documentation runs it (`axe.run`); its copies in
 * any frames answer the top one, so frames are checked too.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  // At rest: no control is left hovered by the last click (a hovered colour is a state of its own).
  await page.mouse.move(0, 0);
  // And at rest in time: a menu, tooltip or message still fading in or out is drawn half
  // transparent, and its text would be measured against a colour it never shows at rest.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
            ),
        ),
      { message: 'every transition on the screen has finished', intervals: [50, 100, 200] },
    )
    .toBe(true);
  for (const frame of page.frames()) await loadAxe(frame);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(ctx: Document, o: unknown): Promise<{ violations: Violation[] }> };
    };
    const { violations } = await axe.run(document, options);
    return violations.map((v) => ({
      id: v.id,
      help: v.help,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, RUN_OPTIONS);
  const findings = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  const headings = await page.locator('h1').count();
  if (headings !== 1) findings.push(`one-h1: the screen has ${headings} level-one headings`);
  return findings;
}
