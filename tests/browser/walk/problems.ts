import type { BrowserContext, Page } from 'playwright-core';

/** Console errors and uncaught page errors of every tab, gathered until taken. */
export class PageProblems {
  private list: string[] = [];

  constructor(context: BrowserContext) {
    for (const page of context.pages()) this.watch(page);
    context.on('page', (page) => this.watch(page));
  }

  private watch(page: Page): void {
    page.on('console', (message) => {
      if (message.type() === 'error') this.list.push(`console.error di ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.list.push(`pageerror di ${page.url()}: ${error.message}`));
  }

  /** The problems seen since the last call, and a fresh start. */
  take(): string[] {
    const taken = this.list;
    this.list = [];
    return taken;
  }
}
