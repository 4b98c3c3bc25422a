import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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

/**
 * What a screen must not have, as one list of findings: every serious or critical finding of
 * axe-core, colour contrast included, plus "label in name" (axe keeps it among its
 * experimental rules: a control whose visible words are not in its accessible name cannot be
 * spoken to by voice control), and anything but exactly one level-one heading. Empty when
 * the screen passes; each entry names the rule and the nodes, so a failure says where.
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
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .disableRules(NEVER_SERIOUS)
    .analyze();
  const findings = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  const headings = await page.locator('h1').count();
  if (headings !== 1) findings.push(`one-h1: the screen has ${headings} level-one headings`);
  return findings;
}
