'use client';

import { useState } from 'react';
import { Loader } from '@/components/ui/loader';
import { Toggle } from '@/components/ui/toggle';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { mainPageApi, type MainPageSettings } from '@/lib/home/api';
import { DISPLAY_ELEMENTS, SLIDER_TIP, toggleSetting, type DisplayElementKey } from '@/lib/home/settings';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import { useSettingsPoll } from './use-main-page-settings';
import styles from './home.module.css';

/** §2 "Display elements": one toggle per element; every toggle saves the whole set. */
export function DisplayElements({ initial }: { initial: MainPageSettings | null }) {
  const { data, change } = useRouteData(initial, replaceReducer<MainPageSettings | null>);
  const { ready, settings } = useSettingsPoll(data);
  const [saving, setSaving] = useState<DisplayElementKey | null>(null);
  const { notify } = useToast();

  const toggle = async (key: DisplayElementKey, value: boolean) => {
    if (!settings || saving) return;
    const next = toggleSetting(settings, key, value);
    setSaving(key);
    try {
      // Shown at once; a failure puts the toggle back by itself.
      await change(next, () => mainPageApi.saveSettings(next));
    } catch (error) {
      notify({ tone: 'error', text: error instanceof ApiError ? error.error : GENERIC_ERROR });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="display-elements-title">
      <div className={styles.sectionHeader}>
        <h2 id="display-elements-title">Элементы отображения</h2>
      </div>
      {!ready || !settings ? (
        <Loader label="Загрузка настроек главного экрана…" />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Элемент</th>
                <th scope="col">Активность</th>
              </tr>
            </thead>
            <tbody>
              {DISPLAY_ELEMENTS.map(({ key, name, slider }) => (
                <tr key={key}>
                  <td>
                    {name}
                    {slider && <p className={styles.tip}>{SLIDER_TIP}</p>}
                  </td>
                  <td>
                    <Toggle
                      label={name}
                      hideLabel
                      checked={settings[key] === true}
                      pending={saving === key}
                      disabled={saving !== null && saving !== key}
                      onChange={(value) => void toggle(key, value)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
