import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityToggle } from '@/components/catalog/activity-toggle';
import { ApiError } from '@/lib/api/api-error';
import { renderScreen } from '../harness';

function renderToggle(save: (isActive: boolean) => Promise<unknown>, onSaved = jest.fn()) {
  renderScreen(
    <ActivityToggle name="Кофе" isActive save={save} onSaved={onSaved} />,
  );
  return onSaved;
}

describe('ActivityToggle', () => {
  it('says the change is saved, then lets the list refresh', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve());
    const onSaved = renderToggle(save);
    await user.click(screen.getByRole('switch', { name: 'Активность «Кофе»' }));
    expect(save).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Активность сохранена')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Активность «Кофе»' })).not.toBeChecked();
  });

  it("goes back and says the server's reason when the save fails", async () => {
    const user = userEvent.setup();
    const onSaved = renderToggle(() => Promise.reject(new ApiError(422, 'Категория используется', {})));
    await user.click(screen.getByRole('switch', { name: 'Активность «Кофе»' }));
    expect(await screen.findByText('Категория используется')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Активность «Кофе»' })).toBeChecked());
    expect(onSaved).not.toHaveBeenCalled();
  });
});
