/**
 * The keys a person types after Ctrl-K / Cmd-K while the palette's code is still on its way: they
 * are meant for its search box, not for the one-key shortcuts ("gateway" must not become g + a, a
 * jump to Alerts), and the box starts with them when it appears. Escape in that moment cancels the
 * palette rather than letting it open later under the person's next action.
 */
let typed = '';

/**
 * Handles a key pressed while the palette is asked for but not shown yet; true when it was (the
 * caller does nothing more with it). `close` cancels the palette.
 */
export function paletteTypeAhead(event: KeyboardEvent, close: () => void): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  if (event.key === 'Escape') {
    typed = '';
    close();
  } else if (event.key === 'Backspace') {
    typed = typed.slice(0, -1);
  } else if ([...event.key].length === 1) {
    typed += event.key;
  } else {
    return false;
  }
  event.preventDefault();
  return true;
}

/** What was typed ahead, once: the palette's search box starts with it. */
export function takeTypedAhead(): string {
  const text = typed;
  typed = '';
  return text;
}
