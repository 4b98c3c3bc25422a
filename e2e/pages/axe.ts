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
  .filter((r) => (r.impact === 'minor' || r.impact === 'moderate') && r.id !== 'label-content-name-mismatch')
  .map((r) => r.id);

/** axe-core's options for a check: the rules above off, "label in name" on, only violations kept. */
const RUN_OPTIONS = {
  rules: Object.fromEntries([
    ...NEVER_SERIOUS.map((id) => [id, { enabled: false }]),
    ['label-content-name-mismatch', { enabled: true }],
  ]),
  resultTypes: ['violations'],
};

interface Violation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core in `frame`, loaded once per document: a check after a click on the same screen uses
 * the copy already there (a copy per check costs more than the check: half a megabyte to parse
 * and run cold every time).
 */
async function loadAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!present) await frame.evaluate(axe.source);
}

/**
 * What a screen must not have, as one list of findings: every serious or critical finding of
 * axe-core, colour contrast included, plus "label in name" (axe keeps it among its
 * experimental rules: a control whose visible words are not in its accessible name cannot be
 * spoken to by voice control), and anything but exactly one level-one heading. Empty when
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
  const violations = await page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: Violation[] }> } }
        ).axe.run(document, options)
      ).violations.map((v) => ({
        id: v.id,
        help: v.help,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      })),
    RUN_OPTIONS,
  );
  const findings = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  const headings = await page.locator('h1').count();
  if (headings !== 1) findings.push(`one-h1: the screen has ${headings} level-one headings`);
  return findings;
}
