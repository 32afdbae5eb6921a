/**
 * What the administrator's trail calls a tenant (lib/server/store/actor.ts): a company the
 * upstream lists by its name, one it no longer lists by number; a company known only by its
 * application's uuid or a user alone by a short form of the key (the company list names neither).
 */
export function tenantName(tenant: string, companies: readonly { id: number; name: string }[]): string {
  const [kind, key = ''] = [tenant.slice(0, tenant.indexOf(':')), tenant.slice(tenant.indexOf(':') + 1)];
  if (kind === 'company') {
    const id = Number(key);
    return companies.find((company) => company.id === id)?.name || `Компания №${key}`;
  }
  if (kind === 'app') return `Приложение ${key.slice(0, 8)}`;
  if (kind === 'user') return `Пользователь ${key.slice(0, 8)}`;
  return tenant;
}
