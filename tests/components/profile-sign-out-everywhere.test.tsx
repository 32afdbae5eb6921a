import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { renderScreen } from '../harness';

const profile = { id: 1, name: 'Иванова Анна', email: 'anna@mail.ru', phone: '79161112233', step: 'done', company: null };

describe('ProfileScreen: «Выйти на всех устройствах»', () => {
  it('asks first; «Отмена» sends nothing, «Да, выйти» posts the form', async () => {
    const user = userEvent.setup();
    // jsdom does not navigate; the confirmed submit is what matters.
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderScreen(<ProfileScreen profile={profile} contacts={null} networks={[]} menuItems={[]} icons={[]} />);

    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(dialog).toHaveTextContent('Все сеансы, включая текущий, будут завершены');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, выйти' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toHaveAttribute('action', '/session/end-all');
    submit.mockRestore();
  });
});
