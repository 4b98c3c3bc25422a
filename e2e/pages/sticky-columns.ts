import type { Page } from '@playwright/test';

/**
 * What a table's sticky (fixed) columns hide: a header cell that runs on under one (the table
 * scrolls sideways, so its last columns pass beneath it), or a fixed cell whose own content is
 * wider than the cell and cut off. Empty when every table on the page shows all it has.
 */
export async function hiddenBySticky(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const fixedSelector = '.ant-table-cell-fix-end, .ant-table-cell-fix-right';
    for (const row of Array.from(document.querySelectorAll('.ant-table thead tr'))) {
      const cells = Array.from(row.querySelectorAll('th'));
      for (const fixed of cells.filter((c) => c.matches(fixedSelector))) {
        const left = fixed.getBoundingClientRect().left;
        for (const cell of cells) {
          if (cell.matches(fixedSelector) || cell.getBoundingClientRect().width === 0) continue;
          if (cell.getBoundingClientRect().right > left + 1)
            out.push(`header "${cell.textContent}" runs under "${fixed.textContent}"`);
        }
      }
    }
    const fixedCells = document.querySelectorAll(
      '.ant-table tbody td.ant-table-cell-fix-end, .ant-table tbody td.ant-table-cell-fix-right',
    );
    for (const cell of Array.from(fixedCells)) {
      const box = cell.getBoundingClientRect();
      for (const el of Array.from(cell.querySelectorAll('a, button'))) {
        const r = el.getBoundingClientRect();
        if (r.right > box.right + 1 || el.scrollWidth > el.clientWidth + 1)
          out.push(`"${el.textContent}" is cut off in its sticky column`);
      }
    }
    return out;
  });
}
