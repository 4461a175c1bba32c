import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { afterPaints } from '../../test/after-paint';
import { afterPaint, useAfterPaint, usePaintedValue } from './after-paint';

/** One frame, without the task after it. */
const aFrame = () => new Promise((done) => requestAnimationFrame(done));

describe('afterPaint', () => {
  it('runs the task after the next frame, in a task of its own, not before', async () => {
    const task = vi.fn();
    afterPaint(task);
    await Promise.resolve();
    expect(task).not.toHaveBeenCalled();
    await aFrame();
    expect(task).not.toHaveBeenCalled();
    await afterPaints(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not run a cancelled task, before or after its frame', async () => {
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancelLate = afterPaint(late);
    await aFrame();
    cancelLate();
    await afterPaints();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

function Later({ onRun }: { onRun(text: string): void }) {
  const later = useAfterPaint();
  return (
    <>
      <button onClick={() => later(() => onRun('first'))}>first</button>
      <button onClick={() => later(() => onRun('second'))}>second</button>
    </>
  );
}

describe('useAfterPaint', () => {
  it('runs only the last task given before the paint, once', async () => {
    const onRun = vi.fn();
    render(<Later onRun={onRun} />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    await Promise.resolve();
    expect(onRun).not.toHaveBeenCalled();
    await afterPaints();
    expect(onRun.mock.calls).toEqual([['second']]);

    // And again after that paint.
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    await afterPaints();
    expect(onRun.mock.calls).toEqual([['second'], ['first']]);
  });

  it('drops the task when the component unmounts first', async () => {
    const onRun = vi.fn();
    const { unmount } = render(<Later onRun={onRun} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'first' }));
    unmount();
    await afterPaints();
    expect(onRun).not.toHaveBeenCalled();
  });
});

function Painted() {
  const [count, setCount] = useState(0);
  const painted = usePaintedValue(count);
  return (
    <button onClick={() => setCount((n) => n + 1)}>
      {count}/{painted}
    </button>
  );
}

describe('usePaintedValue', () => {
  it('answers the value of the last paint, and the new one after the next', async () => {
    render(<Painted />);
    const button = screen.getByRole('button');
    await userEvent.setup({ delay: null }).click(button);
    expect(button).toHaveTextContent('1/0');
    await act(() => afterPaints());
    expect(button).toHaveTextContent('1/1');
  });
});
