import type { Page } from 'playwright-core';

/**
 * What does not fit the window, as sentences: the page scrolling sideways, a card wider than the
 * viewport, content sticking out of its card with no scroller of its own to reach it, a button or
 * badge whose label is cut. (No named helpers inside: tsx would wrap them in a `__name` the page lacks.)
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`halaman ${document.documentElement.scrollWidth}px > ${width}px`);
    for (const card of document.querySelectorAll('.mantine-Card-root, .mantine-Paper-root')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      const cardText = (card.textContent ?? '').trim().slice(0, 40);
      if (box.right > width + 1 || box.left < -1) problems.push(`kartu lebih lebar dari layar: "${cardText}"`);
      for (const inner of card.querySelectorAll('*')) {
        const r = inner.getBoundingClientRect();
        if (r.width === 0 || r.right <= box.right + 1) continue;
        let reachable = false;
        for (let up: Element | null = inner; up && up !== card; up = up.parentElement) {
          if (up !== inner && ['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) reachable = true;
        }
        if (!reachable) {
          problems.push(`terpotong di kartu "${cardText}": ${inner.tagName.toLowerCase()} "${(inner.textContent ?? '').trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    for (const label of document.querySelectorAll('.mantine-Button-label, .mantine-Badge-label')) {
      if (label.scrollWidth > label.clientWidth + 1) problems.push(`label terpotong: "${(label.textContent ?? '').trim()}"`);
    }
    return problems;
  });
}
