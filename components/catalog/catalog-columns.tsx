import { IntentLink } from '@/components/ui/intent-link';
import { ExportButton } from '@/components/list/export-button';
import listStyles from '@/components/list/list-page.module.css';
import { editDeleteActions, type ResourceCellContext, type ResourceColumn } from '@/components/list/resource-table';
import type { Category, ProductRow } from '@/lib/catalog/api';
import { catalogApiLater } from '@/lib/catalog/api-later';
import { formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { ActivityToggle } from './activity-toggle';
import styles from './catalog.module.css';

interface CatalogRow {
  id: number;
  name: string;
  isActive: boolean;
  image?: { previewUrl: string } | null;
}

/** The picture column of categories and products: upstream pictures as they are (next/image would only re-encode them). */
function photoColumn<Row extends CatalogRow>(): ResourceColumn<Row> {
  return {
    header: 'Фото',
    card: 'hide',
    cell: (row) =>
      // eslint-disable-next-line @next/next/no-img-element
      row.image ? <img className={styles.thumb} src={row.image.previewUrl} alt="" loading="lazy" /> : <span className={styles.muted}>—</span>,
  };
}

/** The activity switch of a row, saved at once. */
function activityColumn<Row extends CatalogRow>(save: (id: number, isActive: boolean) => Promise<unknown>): ResourceColumn<Row> {
  return {
    header: 'Активность',
    cell: (row, { refresh }) => <ActivityToggle name={row.name} isActive={row.isActive} save={(isActive) => save(row.id, isActive)} onSaved={refresh} />,
  };
}

/** A catalog row's edit (its card) and delete. */
export const catalogRowActions =
  <Row extends CatalogRow>(href: (id: number) => string) =>
  (row: Row, { remove }: ResourceCellContext<Row>) =>
    editDeleteActions({ href: href(row.id), what: `«${row.name}»`, remove: () => remove(row), className: styles.danger });

/** Categories: picture, name, parent category, products, sort and activity. */
export const CATEGORY_COLUMNS: readonly ResourceColumn<Category>[] = [
  photoColumn(),
  {
    header: 'Наименование',
    sort: 'name',
    card: 'title',
    cell: (row) => (
      <IntentLink href={paths.category(row.id)}>
        {row.name}
      </IntentLink>
    ),
  },
  { header: 'Родительская категория', cell: (row) => row.parent?.name ?? '—' },
  { header: 'Товаров', cell: (row) => row.productsCount },
  { header: 'Сортировка', sort: 'sort', cell: (row) => row.sort },
  activityColumn((id, isActive) => catalogApiLater().then((api) => api.updateCategory(id, { isActive }))),
];

/** Products (and kits, which are products sold as a set): photo, name, category, price, stock, activity. */
export const PRODUCT_COLUMNS: readonly ResourceColumn<ProductRow>[] = [
  photoColumn(),
  {
    header: 'Наименование',
    sort: 'name',
    card: 'title',
    cell: (row) => (
      <>
        <IntentLink href={paths.product(row.id)}>
          {row.name}
        </IntentLink>
        <div className={styles.muted}>{row.article}</div>
      </>
    ),
  },
  { header: 'Категория', cell: (row) => row.category?.name ?? '—' },
  { header: 'Базовая цена', sort: 'base_price', nowrap: true, cell: (row) => formatMoney(row.basePrice) },
  { header: 'Наличие', nowrap: true, cell: (row) => (row.inStock ? 'В наличии' : 'Нет в наличии') },
  activityColumn((id, isActive) => catalogApiLater().then((api) => api.updateProduct(id, { isActive }))),
];

/** The catalog lists' header links: export, the properties, and adding a record. */
export function CatalogHeaderLinks({ list, addHref, addLabel }: { list: 'categories' | 'products' | 'kits'; addHref: string; addLabel: string }) {
  return (
    <div className={styles.headerLinks}>
      <ExportButton list={list} />
      <IntentLink href={paths.catalogProperties} className={listStyles.secondaryLink}>
        Свойства товаров
      </IntentLink>
      <IntentLink href={addHref} className={listStyles.linkButton}>
        {addLabel}
      </IntentLink>
    </div>
  );
}
