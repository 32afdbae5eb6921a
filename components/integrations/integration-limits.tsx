'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { integrationApi, type IntegrationSettings } from '@/lib/integrations/api';
import styles from './integrations.module.css';

const SCOPES = [
  { value: 'clients', label: 'Клиенты' },
  { value: 'orders', label: 'Заказы' },
] as const;

/** Who may get an integration token and for how long (API docs: integration/auth/settings). */
export function IntegrationLimits({ settings, onSaved }: { settings: IntegrationSettings; onSaved: (saved: IntegrationSettings) => void }) {
  const ipsId = useId();
  const [ips, setIps] = useState(settings.allowedIps.join('\n'));
  const [ttl, setTtl] = useState(String(settings.tokenTtl));
  const [scopes, setScopes] = useState<string[]>(settings.scopes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { notify } = useToast();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setFormError(null);
    try {
      const saved = await integrationApi.updateSettings({
        allowedIps: ips.split(/[\s,;]+/).filter(Boolean),
        tokenTtl: Number(ttl),
        scopes: SCOPES.map((s) => s.value).filter((s) => scopes.includes(s)),
      });
      setIps(saved.allowedIps.join('\n'));
      setTtl(String(saved.tokenTtl));
      setScopes(saved.scopes);
      onSaved(saved);
      notify({ tone: 'success', text: 'Настройки интеграции сохранены' });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setFormError(apiError?.error ?? GENERIC_ERROR);
      const fields: Record<string, string> = {};
      for (const [field, messages] of Object.entries(apiError?.fieldErrors ?? {})) fields[field.replace(/\.\d+$/, '')] = messages.join(' ');
      setErrors(fields);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="integration-limits">
      <h2 id="integration-limits">Ограничения доступа</h2>
      <form className={styles.grid} onSubmit={save} noValidate aria-labelledby="integration-limits">
        <div className={styles.textarea}>
          <label htmlFor={ipsId}>Разрешённые IP-адреса</label>
          <textarea
            id={ipsId}
            value={ips}
            onChange={(event) => setIps(event.target.value)}
            placeholder="203.0.113.10&#10;198.51.100.0/24"
            aria-describedby={`${ipsId}-hint${errors.allowedIps ? ` ${ipsId}-error` : ''}`}
            aria-invalid={errors.allowedIps ? true : undefined}
          />
          <span id={`${ipsId}-hint`} className={styles.muted}>
            По одному адресу или подсети (CIDR) в строке, до 20. Пусто — любые адреса.
          </span>
          {errors.allowedIps && (
            <span id={`${ipsId}-error`} className={styles.fieldError}>
              {errors.allowedIps}
            </span>
          )}
        </div>
        <div className={styles.textarea}>
          <TextField
            label="Срок действия токена, секунд"
            inputMode="numeric"
            value={ttl}
            hint="От 300 до 86 400"
            error={errors.tokenTtl}
            onChange={(event) => setTtl(event.target.value)}
          />
          <fieldset className={styles.textarea}>
            <legend>Права интеграции</legend>
            {SCOPES.map((scope) => (
              <Checkbox
                key={scope.value}
                label={scope.label}
                checked={scopes.includes(scope.value)}
                onChange={(event) => setScopes(event.target.checked ? [...scopes, scope.value] : scopes.filter((s) => s !== scope.value))}
              />
            ))}
            {errors.scopes && <span className={styles.fieldError}>{errors.scopes}</span>}
          </fieldset>
        </div>
        <FormError>{formError}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            {SAVE_CHANGES_TEXT}
          </Button>
        </div>
      </form>
    </section>
  );
}
