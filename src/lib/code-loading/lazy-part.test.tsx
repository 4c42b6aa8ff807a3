import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, lazyWhenOpen, useLazyPart } from './lazy-part';

function Shown({ open, text }: { open: boolean; text: string }) {
  return <p>{open ? text : `${text} (closed)`}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('lazyWhenOpen', () => {
  it('renders nothing and loads nothing until first opened, then renders the loaded component, also when closed again', async () => {
    const importer = vi.fn(() => Promise.resolve(Shown));
    const Lazy = lazyWhenOpen(importer);
    const { rerender, container } = render(<Lazy open={false} text="form" />);
    expect(container).toBeEmptyDOMElement();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Lazy open text="form" />);
    expect(await screen.findByText('form')).toBeInTheDocument();
    rerender(<Lazy open={false} text="form" />);
    expect(screen.getByText('form (closed)')).toBeInTheDocument();
    rerender(<Lazy open text="form" />);
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe('useLazyPart', () => {
  it('throws a failed import while wanted (the error view says to reload), and tries again on the next load', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module: /assets/x.js'))
      .mockResolvedValue({ text: 'loaded' });
    const part = lazyPart<{ text: string }>(importer);
    // React reports the error the boundary catches; it is the expected outcome here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe({ wanted }: { wanted: boolean }) {
      const loaded = useLazyPart(part, wanted);
      return <p>{loaded ? loaded.text : 'waiting'}</p>;
    }
    render(
      <Boundary>
        <Probe wanted />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch dynamically imported module',
    );
    await act(() => part.load());
    render(<Probe wanted />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
