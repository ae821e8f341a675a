import type { Page } from 'playwright-core';

/**
 * What does not fit the window, as sentences: the page scrolling sideways, a card wider than the
 * viewport, content sticking out of its card with no scroller of its own to reach it, a button or
 * badge whose label is cut.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width) problems.push(`halaman ${document.documentElement.scrollWidth}px > ${width}px`);
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    for (const card of document.querySelectorAll('.mantine-Card-root, .mantine-Paper-root')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > width + 1 || box.left < -1) problems.push(`kartu lebih lebar dari layar: ${name(card)}`);
      for (const inner of card.querySelectorAll('*')) {
        const r = inner.getBoundingClientRect();
        if (r.width === 0 || r.right <= box.right + 1) continue;
        let reachable = false;
        for (let up = inner.parentElement; up && up !== card; up = up.parentElement) if (scrolls(up)) reachable = true;
        if (!reachable && !scrolls(inner)) {
          problems.push(`terpotong di kartu: ${name(inner)}`);
          break;
        }
      }
    }
    for (const label of document.querySelectorAll('.mantine-Button-label, .mantine-Badge-label')) {
      if (label.scrollWidth > label.clientWidth + 1) problems.push(`label terpotong: ${name(label)}`);
    }
    return problems;
  });
}
