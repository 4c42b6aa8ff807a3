import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

/**
 * The box against a URL that follows later than typing: on a loaded machine or a slow phone, a
 * pause of more than the debounce sends a search while the previous one has not reached the URL.
 */
describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function setUp() {
    const sent: Array<string | undefined> = [];
    const view = render(
      <SearchBox label="Search backups" value={undefined} onSearch={(q) => sent.push(q)} />,
    );
    const box = screen.getByLabelText<HTMLInputElement>('Search backups');
    const type = (text: string) => fireEvent.change(box, { target: { value: text } });
    const urlBecomes = (q: string | undefined) =>
      view.rerender(
        <SearchBox label="Search backups" value={q} onSearch={(next) => sent.push(next)} />,
      );
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    return { sent, box, type, urlBecomes, wait };
  }

  it('keeps what is typed while searches it sent reach the URL one after another', () => {
    const { sent, box, type, urlBecomes, wait } = setUp();
    type('abc');
    wait(300);
    type('abcd');
    wait(300);
    expect(sent).toEqual(['abc', 'abcd']);
    type('abcde');
    // The first search reaches the URL, then the second: neither is what the box holds now.
    urlBecomes('abc');
    expect(box.value).toBe('abcde');
    urlBecomes('abcd');
    expect(box.value).toBe('abcde');
    wait(300);
    expect(sent).toEqual(['abc', 'abcd', 'abcde']);
    urlBecomes('abcde');
    expect(box.value).toBe('abcde');
    // Back to what the URL had while a longer search is on its way: that is sent too.
    type('abcd');
    wait(300);
    type('abc');
    wait(300);
    expect(sent.slice(3)).toEqual(['abcd', 'abc']);
  });

  it('follows a URL change it did not make (Back), also with a search of its own on the way', () => {
    const { sent, box, type, urlBecomes, wait } = setUp();
    type('web');
    wait(300);
    urlBecomes('web');
    expect(box.value).toBe('web');
    urlBecomes('db');
    expect(box.value).toBe('db');
    type('db-1');
    wait(300);
    expect(sent).toEqual(['web', 'db-1']);
    // Back before the search reached the URL: the box shows the address's search.
    urlBecomes(undefined);
    expect(box.value).toBe('');
  });
});
