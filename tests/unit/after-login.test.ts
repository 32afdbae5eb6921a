import { afterLoginPath } from '@/lib/auth/after-login';

describe('afterLoginPath', () => {
  it('sends an administrator to the companies list', () => {
    expect(afterLoginPath({ name: 'Admin', step: 'done' }, true)).toBe('/admin/companies');
    expect(afterLoginPath(null, true)).toBe('/admin/companies');
  });

  it.each([undefined, null, ''])('sends a user without a step (%p) to the start screen', (step) => {
    expect(afterLoginPath({ name: 'Иван', step }, false)).toBe('/start');
  });

  it('sends a user without user data to the start screen', () => {
    expect(afterLoginPath(undefined, false)).toBe('/start');
  });

  it.each([
    ['2', '/start?step=2'],
    [3, '/start?step=3'],
    ['design', '/start?step=design'],
  ])('keeps an unfinished step %p in the query', (step, path) => {
    expect(afterLoginPath({ name: 'Иван', step }, false)).toBe(path);
  });

  it("sends a user whose step is 'done' home", () => {
    expect(afterLoginPath({ name: 'Иван', step: 'done' }, false)).toBe('/');
  });
});
