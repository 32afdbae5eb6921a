import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserMenu } from '@/components/layout/user-menu';
import { api } from '@/lib/api/client';
import { hardNavigate } from '@/lib/api/hard-navigate';
import { server, withHandlers } from '../harness';

jest.mock('@/lib/api/hard-navigate', () => ({ hardNavigate: jest.fn() }));

const calls: string[] = [];
withHandlers(
  http.get('*/dashboard/v1/:role/logout', ({ params }) => {
    calls.push(String(params.role));
    return HttpResponse.json({ data: null });
  }),
);

afterEach(() => {
  calls.length = 0;
  jest.mocked(hardNavigate).mockReset();
});

describe('UserMenu', () => {
  it('links the company user name to the profile and offers both entries', async () => {
    render(<UserMenu name="Анна Смирнова" isAdmin={false} />);
    expect(screen.getByRole('link', { name: 'Анна Смирнова' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    expect(screen.getByRole('menuitem', { name: 'Личный кабинет' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Активные сеансы' })).toHaveAttribute('href', '/profile/sessions');
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('signs the company user out and goes to /login', async () => {
    render(<UserMenu name="Анна" isAdmin={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(calls).toEqual(['chief']);
  });

  it('cancels a call in flight before ending the session, and refuses new ones, so none meets the cleared cookie', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reached: string[] = [];
    server.use(
      http.get('*/dashboard/v1/chief/market/orders', async () => {
        reached.push('orders');
        await held;
        return HttpResponse.json({ error: 'Unauthenticated' }, { status: 401 });
      }),
    );
    render(<UserMenu name="Анна" isAdmin={false} />);
    const poll = api.get('chief/market/orders');
    await waitFor(() => expect(reached).toEqual(['orders']));
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    await expect(poll).rejects.toMatchObject({ name: 'AbortError' });
    await expect(api.get('chief/market/orders')).rejects.toMatchObject({ name: 'AbortError' });
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(calls).toEqual(['chief']);
    expect(reached).toEqual(['orders']);
    release();
  });

  it('shows an admin only "Выйти", no profile link, and the name "Admin" when none is given', async () => {
    render(<UserMenu name="" isAdmin />);
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    expect(screen.queryByRole('menuitem', { name: 'Личный кабинет' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Активные сеансы' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/admin/login'));
    expect(calls).toEqual(['admin']);
  });

  it('still leaves when the logout call fails (§8: only logged)', async () => {
    server.use(http.get('*/dashboard/v1/chief/logout', () => HttpResponse.json({ error: 'Ошибка' }, { status: 500 })));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<UserMenu name="Анна" isAdmin={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('closes on Escape', async () => {
    render(<UserMenu name="Анна" isAdmin={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
