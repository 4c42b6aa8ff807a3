import type { Page } from 'puppeteer-core';
import type { Stop } from './stops';

/** What a page shows once it has loaded, read in the browser. */
export interface PageState {
  headings: string[];
  contentCount: number;
  /** Texts of error views and fallbacks (route error, panel boundary, not found). */
  errorTexts: string[];
  /** The page, or a scroll box in it, wider than its viewport: "html 1310/1280", "div.overflow-x-auto 1400/1200". */
  horizontalScroll: string[];
  /** Inputs whose type this engine lacks (so they render as a text box) and that give no hint of their format. */
  bareFallbackInputs: string[];
}

// What the console's error views and fallbacks say (RouteError, ErrorView, NotFound).
const ERROR_WORDS = ['Something went wrong', 'This page could not load', 'Page not found'];

export async function readPage(page: Page, stop: Stop): Promise<PageState> {
  // Only arrow functions inside: the evaluated source runs in the page without the bundler's helpers.
  return page.evaluate(
    (content: string, errorWords: string[]) => {
      const main = document.querySelector('main');
      const text = main?.textContent ?? document.body.textContent ?? '';
      const alerts = [...document.querySelectorAll('[role="alert"]')]
        .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' '))
        // ErrorView always prints the status and code.
        .filter((message) => message.includes('Code:'));
      const scrolling = [document.documentElement, ...document.querySelectorAll('main *')]
        .filter((element) => {
          const overflow = getComputedStyle(element).overflowX;
          const scrolls =
            element === document.documentElement || overflow === 'auto' || overflow === 'scroll';
          return scrolls && element.scrollWidth > element.clientWidth + 1;
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''} ${element.scrollWidth}/${element.clientWidth}`,
        );
      const bare = [...document.querySelectorAll('main input[type]')]
        .filter((input): input is HTMLInputElement => input instanceof HTMLInputElement)
        .filter(
          (input) =>
            input.type !== input.getAttribute('type')?.toLowerCase() &&
            !input.placeholder &&
            !input.getAttribute('aria-describedby'),
        )
        .map(
          (input) =>
            `type="${input.getAttribute('type')}" ("${input.labels?.[0]?.textContent?.trim() ?? input.name}")`,
        );
      return {
        headings: [...document.querySelectorAll('h1')].map(
          (heading) => heading.textContent?.trim() ?? '',
        ),
        contentCount: document.querySelectorAll(content).length,
        errorTexts: [...errorWords.filter((words) => text.includes(words)), ...alerts],
        horizontalScroll: scrolling,
        bareFallbackInputs: bare,
      };
    },
    stop.content,
    ERROR_WORDS,
  );
}

/** The problems of one page, in words; empty when it passed. */
export function problemsOf(stop: Stop, state: PageState, errors: string[]): string[] {
  const problems: string[] = [];
  const [heading] = state.headings;
  if (state.headings.length !== 1 || !heading)
    problems.push(`expected one h1, found ${JSON.stringify(state.headings)}`);
  else if (stop.heading !== undefined && heading !== stop.heading)
    problems.push(`h1 is "${heading}", expected "${stop.heading}"`);
  if (state.contentCount === 0) problems.push(`no main content (${stop.content})`);
  // The not-found stop is the one page whose heading is such words, as it should be.
  for (const text of state.errorTexts)
    if (text !== stop.heading) problems.push(`error view: ${text.slice(0, 160)}`);
  for (const box of state.horizontalScroll) problems.push(`horizontal scroll at 1280 px: ${box}`);
  for (const input of state.bareFallbackInputs)
    problems.push(`input ${input} is a plain text box in this browser, with no hint of its format`);
  for (const error of errors) problems.push(error);
  return problems;
}
