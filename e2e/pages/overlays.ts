import { expect, type Locator, type Page } from '@playwright/test';

/**
 * antd opens its modals, drawers and popconfirms with a motion: for a few hundred
 * milliseconds the panel carries rc-motion's classes (`ant-zoom-appear`,
 * `ant-drawer-panel-motion-right-enter-active`, ...) and scales or slides into place. A
 * click aimed at a button while it moves can land beside it and be lost (the confirmation
 * then stays open, as a user double-clicking on a slow machine would never see). These
 * helpers wait until the element and every box around it are at rest before acting.
 */

/** True when neither `el` nor any element around it is still in a motion (runs in the page). */
function atRest(el: Element): boolean {
  const motion = /-(appear|enter|leave)(-(prepare|start|active))?$/;
  for (let n: Element | null = el; n; n = n.parentElement) {
    const classes = (n.getAttribute('class') ?? '').split(/\s+/);
    if (classes.some((c) => motion.test(c))) return false;
    // A finite animation or transition still playing (spinners turn forever and are left alone).
    const moving = n
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    if (moving) return false;
  }
  return true;
}

/** Waits until `target` shows and the dialog, drawer or popover holding it has finished opening. */
export async function settled(target: Locator): Promise<Locator> {
  await expect(target).toBeVisible();
  await expect
    .poll(() => target.evaluate(atRest), {
      message: 'the dialog around it finishes opening',
      intervals: [50, 100, 200],
    })
    .toBe(true);
  return target;
}

/** Clicks `target` once the overlay holding it has finished opening. */
export async function clickSettled(target: Locator): Promise<void> {
  await (await settled(target)).click();
}

/** The antd confirmation (Modal.confirm) that is open now. */
export function confirmation(page: Page): Locator {
  return page.locator('.ant-modal-confirm').filter({ visible: true });
}

/**
 * Presses the OK (primary) button of the open confirmation once it has finished opening, and
 * waits for it to close.
 */
export async function confirmOk(page: Page): Promise<void> {
  const box = confirmation(page);
  await clickSettled(box.locator('.ant-modal-confirm-btns .ant-btn-primary'));
  await expect(box).toHaveCount(0);
}

/** The popconfirm that is open now. */
export function popconfirm(page: Page): Locator {
  return page.locator('.ant-popconfirm').filter({ visible: true });
}

/** Answers the open popconfirm with its cancel (non-primary) button and waits for it to close. */
export async function dismissPopconfirm(page: Page): Promise<void> {
  const box = popconfirm(page);
  await clickSettled(box.locator('.ant-popconfirm-buttons .ant-btn:not(.ant-btn-primary)'));
  await expect(box).toHaveCount(0);
}
