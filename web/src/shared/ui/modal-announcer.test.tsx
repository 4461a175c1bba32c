import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { showPushToast } from '../push/push-message-toasts';
import { ModalAnnouncer } from './modal-announcer';
import { toast } from './toast';

/** The app root's pair: the toasts' container and the announcer, with a dialog that opens a menu. */
function Page({ keepMounted = false }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>باز کردن</Button>
      <Dialog open={open} onClose={() => setOpen(false)} transitionDuration={0} keepMounted={keepMounted}>
        <Button onClick={(event) => setMenu(event.currentTarget)}>گزینه‌ها</Button>
        <Button onClick={() => setOpen(false)}>بستن</Button>
        <Menu open={menu !== null} anchorEl={menu} onClose={() => setMenu(null)} transitionDuration={0}>
          <MenuItem onClick={() => setMenu(null)}>یک گزینه</MenuItem>
        </Menu>
      </Dialog>
      <ModalAnnouncer />
      <ToastContainer autoClose={false} role="status" />
    </>
  );
}

/** The live regions a screen reader can reach: those under `aria-hidden` are left out by the role query. */
const heard = (text: string) => screen.queryAllByRole('status').filter((region) => region.textContent?.includes(text));

async function openDialog(keepMounted = false) {
  const user = userEvent.setup({ delay: null });
  render(<Page keepMounted={keepMounted} />);
  await user.click(screen.getByRole('button', { name: 'باز کردن' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('toasts while a modal is open', () => {
  it('are said from a polite live region inside the dialog, once: the toast itself is hidden with the page', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    act(() => toast.error('خطا در لغو معامله'));
    expect(await screen.findByText('خطا در لغو معامله', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('خطا در لغو معامله');
    expect(within(dialog).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(heard('خطا در لغو معامله')).toHaveLength(1);
  });

  it('say each new toast, the same words again too', async () => {
    const { dialog } = await openDialog();
    const region = within(dialog).getByRole('status');
    act(() => toast.error('خطا در لغو معامله'));
    await screen.findByText('خطا در لغو معامله', { selector: 'span' });
    const first = region.firstElementChild;
    act(() => toast.error('خطا در لغو معامله'));
    await waitFor(() => expect(screen.getAllByText('خطا در لغو معامله', { selector: '.Toastify *' })).toHaveLength(2));
    // A new node, not the same text set again: a live region says what is added to it.
    expect(region.firstElementChild).not.toBe(first);
    expect(region).toHaveTextContent(/^خطا در لغو معامله$/);
  });

  it('do not say again what was toasted before the dialog opened', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page />);
    act(() => toast.success('درخواست ثبت شد'));
    await screen.findByText('درخواست ثبت شد');
    await user.click(screen.getByRole('button', { name: 'باز کردن' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('follow the top modal: a menu opened over the dialog, then the dialog again', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'گزینه‌ها' }));
    const menu = await screen.findByRole('menu');
    act(() => toast.info('اعلان جدید'));
    await screen.findByText('اعلان جدید', { selector: '.Toastify *' });
    expect(heard('اعلان جدید')).toHaveLength(1);
    expect(menu.closest('.MuiModal-root')!.querySelector('[role="status"]')).toHaveTextContent('اعلان جدید');

    await user.click(screen.getByRole('menuitem', { name: 'یک گزینه' }));
    await act(async () => {}); // MUI hands the page back to the dialog in an effect
    const back = screen.getByRole('dialog');
    act(() => toast.error('خطا در ثبت'));
    await screen.findByText('خطا در ثبت', { selector: '.Toastify *' });
    expect(within(back).getByRole('status')).toHaveTextContent('خطا در ثبت');
    expect(heard('خطا در ثبت')).toHaveLength(1);
  });

  it('say a push message by its title and body, once however many times it arrives', async () => {
    const { dialog } = await openDialog();
    act(() => showPushToast({ id: 'n1', title: 'برداشت', body: 'انجام شد' }));
    await screen.findByText('برداشت', { selector: '.Toastify *' });
    act(() => showPushToast({ id: 'n1', title: 'برداشت', body: 'انجام شد' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^برداشت: انجام شد$/);
    const said = within(dialog).getByRole('status').firstElementChild;
    await act(async () => {});
    expect(within(dialog).getByRole('status').firstElementChild).toBe(said);
  });

  it('follow a dialog kept in the page while closed, which opens and closes by its aria-hidden alone', async () => {
    const { user, dialog } = await openDialog(true);
    act(() => toast.error('خطا در لغو معامله'));
    await screen.findByText('خطا در لغو معامله', { selector: '.Toastify *' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('خطا در لغو معامله');

    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await act(async () => {});
    expect(dialog).toBeInTheDocument();
    expect(dialog.querySelector('[role="status"]')).toBeNull();
  });
});

describe('toasts with no modal open', () => {
  it('are said by their own container only, with no region of the announcer', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'بستن' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    act(() => toast.success('حساب بانکی حذف شد'));
    await screen.findByText('حساب بانکی حذف شد');
    expect(heard('حساب بانکی حذف شد')).toHaveLength(1);
    expect(heard('حساب بانکی حذف شد')[0].closest('.Toastify')).not.toBeNull();
  });
});
