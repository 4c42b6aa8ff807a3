import type { Page } from '@playwright/test';

/**
 * What the page writes to the browser's console that a person with the developer tools open would
 * take for a fault: warnings, errors and uncaught exceptions. `take()` returns what came since its
 * last call, so a tour can say on which page it came.
 */
export function watchConsole(page: Page) {
  let said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      said.push(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message.slice(0, 300)}`));
  return {
    take() {
      const taken = said;
      said = [];
      return taken;
    },
  };
}
