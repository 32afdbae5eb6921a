import { toContactsPayload } from '@/lib/profile/forms';
import { contactsSchema } from '@/lib/profile/validation';

const networks = [
  { name: 'telegram', title: 'Telegram' },
  { name: 'vk', title: 'ВКонтакте' },
];
const values = (telegram: string, vk = '') => ({ phone: '', email: '', site: '', address: '', networks: { telegram, vk } });

describe('contacts: a Telegram @username', () => {
  const schema = contactsSchema(networks);

  it('is accepted for Telegram and sent as its t.me link', async () => {
    await expect(schema.validate(values('@utro_coffee'))).resolves.toBeTruthy();
    expect(toContactsPayload(values('@utro_coffee'), networks).networks).toEqual([{ network: 'telegram', url: 'https://t.me/utro_coffee' }]);
    // A link is kept as typed.
    expect(toContactsPayload(values('https://t.me/utro_coffee'), networks).networks).toEqual([{ network: 'telegram', url: 'https://t.me/utro_coffee' }]);
  });

  it('is still a link only for other networks, and a too short username is refused', async () => {
    await expect(schema.validate(values('', '@utro_coffee'))).rejects.toThrow('Некорректная ссылка. Укажите правильный URL');
    await expect(schema.validate(values('@abc'))).rejects.toThrow('Некорректная ссылка. Укажите правильный URL');
  });
});
