import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <span id={id} data-testid="labelled">
      {text}
    </span>
  );
}

/** A portal that mounts before anything on the page asks for an id, as a dialog or a toast container does. */
function Page() {
  const [more, setMore] = useState(false);
  return (
    <>
      {createPortal(<Labelled text="in the portal" />, document.body)}
      <button onClick={() => setMore(true)}>more</button>
      {more && ['a', 'b', 'c'].map((text) => <Labelled key={text} text={text} />)}
    </>
  );
}

describe('useId', () => {
  it('is unique across the page and a portal that mounted first', async () => {
    render(<Page />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'more' }));
    const ids = screen.getAllByTestId('labelled').map((element) => element.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('is unique across two separate renders', () => {
    render(<Labelled text="one" />);
    render(<Labelled text="two" />);
    const ids = screen.getAllByTestId('labelled').map((element) => element.id);
    expect(new Set(ids).size).toBe(2);
  });
});

/** A section of text that a library rewrites by hand, as MUI X's date field does after each keystroke. */
function Section() {
  const [value, setValue] = useState('00');
  return (
    <>
      <span data-testid="section">{value}</span>
      <button onClick={() => setValue('05')}>type</button>
    </>
  );
}

describe('text that a library replaced by hand', () => {
  it('still shows the next value rendered', async () => {
    render(<Section />);
    const section = screen.getByTestId('section');
    section.innerHTML = '00';
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'type' }));
    expect(section).toHaveTextContent(/^05$/);
  });
});
