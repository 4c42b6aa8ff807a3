import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldControl, firstField, focusFirstInvalid, useFocusFirstInvalid } from './focus-field';

function html(markup: string) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.replaceChildren(root);
  return root;
}

describe('fieldControl', () => {
  it('is the element itself for a control, the checked or else first enabled choice of a group', () => {
    const root = html(`
      <input id="text">
      <fieldset id="radios"><input type="radio" name="r" disabled><input type="radio" name="r" id="r2"><input type="radio" name="r" id="r3" checked></fieldset>
      <fieldset id="boxes"><input type="checkbox" disabled><input type="checkbox" id="b2"></fieldset>
      <fieldset id="none"><input type="checkbox" disabled></fieldset>`);
    expect(fieldControl(root.querySelector('#text'))?.id).toBe('text');
    expect(fieldControl(root.querySelector('#radios'))?.id).toBe('r3');
    expect(fieldControl(root.querySelector('#boxes'))?.id).toBe('b2');
    expect(fieldControl(root.querySelector('#none'))).toBeNull();
    expect(fieldControl(null)).toBeNull();
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in document order, entering a group, skipping one that cannot take focus', () => {
    const root = html(`
      <input id="ok">
      <fieldset aria-invalid="true"><input type="checkbox" disabled></fieldset>
      <fieldset aria-invalid="true" id="group"><input type="checkbox" id="first"><input type="checkbox"></fieldset>
      <input id="late" aria-invalid="true">`);
    expect(focusFirstInvalid(root)).toBe(true);
    expect(document.activeElement?.id).toBe('first');
  });

  it('moves nothing when no field is invalid', () => {
    const root = html(`<input id="a" aria-invalid="false"><button id="b">Send</button>`);
    root.querySelector<HTMLElement>('#b')!.focus();
    expect(focusFirstInvalid(root)).toBe(false);
    expect(document.activeElement?.id).toBe('b');
    expect(focusFirstInvalid(null)).toBe(false);
  });
});

describe('firstField', () => {
  it('is the first enabled input, select or textarea, never a button', () => {
    const root = html(
      `<button>Show</button><input type="hidden"><input disabled><select id="s"></select><textarea></textarea>`,
    );
    expect(firstField(root)?.id).toBe('s');
    expect(firstField(html('<button>Cancel</button>'))).toBeNull();
  });
});

function Form() {
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const invalid = useFocusFirstInvalid(form);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError('Enter a subject.');
        invalid.focus();
      }}
    >
      <input aria-label="Subject" aria-invalid={error ? true : undefined} />
      <button type="submit">Send</button>
      <output data-testid="attempt">{invalid.attempt}</output>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('focuses the field once its error has rendered, again on every refused submit', () => {
    render(<Form />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.submit(send);
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    send.focus();
    fireEvent.submit(send);
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByTestId('attempt')).toHaveTextContent('2');
  });
});
