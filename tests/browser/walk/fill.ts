import type { Locator, Page } from 'playwright-core';
import type { Step } from './plan.ts';

/** `#id` that survives ids with characters CSS would read as syntax. */
function byId(scope: Locator, id: string): Locator {
  return scope.locator(`[id="${id}"]`);
}

/**
 * Does one step in the entry's block as a user would: types, picks from the dropdown, chooses
 * files through the input under the drop area, adds list items, presses a preset button.
 * Returns false when the input is not shown (an `x-show-when` input for another choice).
 */
export async function doStep(page: Page, block: Locator, step: Step): Promise<boolean> {
  switch (step.kind) {
    case 'preset':
      await block
        .getByRole('button')
        .filter({ has: page.getByText(step.label, { exact: true }) })
        .click();
      return true;
    case 'files':
      // The drop area's own input is hidden by design; choosing files through it is what a click on the area does.
      await byId(block, step.id).setInputFiles(step.paths);
      return true;
    case 'add-item':
      await byId(block, `${step.id}__add`).click();
      return true;
    default:
      break;
  }
  const input = byId(block, step.id);
  if (!(await input.isVisible())) return false;
  if (step.kind === 'text') await input.fill(step.value);
  else if (step.kind === 'check') await input.setChecked(step.value);
  // Already showing the wanted choice (a default): a user leaves it, and a click on the chosen
  // option of this dropdown would clear it.
  else if ((await input.inputValue()) !== step.label) {
    await input.click();
    await page.getByRole('option', { name: step.label, exact: true }).click();
  }
  return true;
}
