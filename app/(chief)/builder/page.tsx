import type { Metadata } from 'next';
import { BuilderView } from '@/components/builder/builder-view';
import { loadBuilderData } from '@/lib/application/builder-server';
import styles from '@/components/builder/builder.module.css';
import { IntentLink } from '@/components/ui/intent-link';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Конструктор' };

/** §2 /builder: the app's home screen from the company's settings, first data in the HTML. */
export default async function BuilderPage() {
  const initial = await loadBuilderData();
  // The heading with the page, the builder after it (see components/layout/card-screen.tsx).
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Конструктор приложения</h1>
      <p className={styles.note}>
        Так выглядит главный экран вашего приложения. Цвета можно менять здесь и сразу видеть результат; остальное
        настраивается на <IntentLink href={paths.home}>главной странице</IntentLink> и в <IntentLink href={paths.settingsMain}>настройках</IntentLink>.
      </p>
      <BuilderView initial={initial} />
    </div>
  );
}
