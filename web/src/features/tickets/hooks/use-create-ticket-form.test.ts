import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useController } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderQueryHook } from '../../../test/render-hook';
import { serveTickets } from '../../../test/fake-api/tickets';
import { TICKETS_TEXT } from '../messages';
import { useCreateTicketForm } from './use-create-ticket-form';

beforeEach(() => {
  // Failed mutations are logged with console.info.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The hook, with the title's and description's controllers, as the dialog's fields hold them. */
function renderCreate() {
  const onCreated = vi.fn();
  const rendered = renderQueryHook(() => {
    const form = useCreateTicketForm(onCreated);
    const title = useController({ control: form.control, name: 'title' });
    const description = useController({ control: form.control, name: 'description' });
    return { form, title: title.field, description: description.field };
  });
  return { ...rendered, onCreated };
}

describe('useCreateTicketForm', () => {
  it('says "fill the required fields" once, and each empty field points to it instead of a message of its own', async () => {
    const { calls } = serveTickets();
    const { result } = renderCreate();
    expect(result.current.form.missing).toBe(false);
    await act(() => result.current.form.onSubmit());
    const { missing, missingId, describedBy, helperOf } = result.current.form;
    expect(missing).toBe(true);
    expect(describedBy(null, 'title')).toBe(missingId);
    expect(describedBy('counter', 'description')).toBe(`${missingId} counter`);
    expect(helperOf(TICKETS_TEXT.fillRequired)).toBeUndefined();
    expect(calls.create).toHaveLength(0);
  });

  it('a filled field no longer points to the sentence', async () => {
    serveTickets();
    const { result } = renderCreate();
    await act(() => result.current.form.onSubmit());
    act(() => {
      result.current.title.onChange('برداشت انجام نشد');
    });
    await act(() => result.current.form.onSubmit());
    expect(result.current.form.describedBy(null, 'title')).toBeUndefined();
    expect(result.current.form.describedBy(null, 'description')).toBe(result.current.form.missingId);
    expect(result.current.form.helperOf('عنوان طولانی است')).toBe('عنوان طولانی است');
  });

  it('sends the draft, general and medium by default, with an Idempotency-Key, and says it was created', async () => {
    const { calls } = serveTickets();
    const { result, onCreated } = renderCreate();
    act(() => {
      result.current.title.onChange('برداشت انجام نشد');
      result.current.description.onChange('درخواست برداشت دیروز هنوز واریز نشده است.');
    });
    expect(result.current.form.description).toBe('درخواست برداشت دیروز هنوز واریز نشده است.');
    await act(() => result.current.form.onSubmit());
    expect(calls.create).toEqual([
      {
        body: {
          title: 'برداشت انجام نشد',
          description: 'درخواست برداشت دیروز هنوز واریز نشده است.',
          category: 'general',
          priority: 'medium',
        },
        key: expect.any(String),
      },
    ]);
    expect(onCreated).toHaveBeenCalledOnce();
    expect(result.current.form.failure).toBeNull();
    expect(await screen.findByText(TICKETS_TEXT.created)).toBeInTheDocument();
  });

  it('says a failure, keeps the key for a retry, and forgets the failure once a field changes', async () => {
    const { calls } = serveTickets({ replies: { create: () => HttpResponse.json({}, { status: 500 }) } });
    const { result, onCreated } = renderCreate();
    act(() => {
      result.current.title.onChange('برداشت انجام نشد');
      result.current.description.onChange('هنوز واریز نشده است.');
    });
    await act(() => result.current.form.onSubmit());
    expect(result.current.form.failure).toBe(TICKETS_TEXT.createFailed);
    await act(() => result.current.form.onSubmit());
    expect(calls.create[1].key).toBe(calls.create[0].key);
    expect(onCreated).not.toHaveBeenCalled();
    act(() => {
      result.current.title.onChange('برداشت انجام نشد!');
    });
    await waitFor(() => expect(result.current.form.failure).toBeNull());
  });
});
