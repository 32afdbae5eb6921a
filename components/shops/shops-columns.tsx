import { IntentLink } from '@/components/ui/intent-link';
import { editDeleteActions, type ResourceCellContext, type ResourceColumn } from '@/components/list/resource-table';
import type { Shop } from '@/lib/shops/api';
import { paths } from '@/lib/paths';
import styles from './shops.module.css';
import { PhoneLink } from '@/components/ui/phone-link';

/** The shops of a list page: address (the shop's name), city, phone, hours and activity. */
export const SHOPS_COLUMNS: readonly ResourceColumn<Shop>[] = [
  {
    header: 'Адрес',
    sort: 'address',
    card: 'title',
    cell: (shop) => (
      <IntentLink href={paths.shop(shop.id)}>
        {shop.address}
      </IntentLink>
    ),
  },
  { header: 'Город', sort: 'city', cell: (shop) => shop.city },
  { header: 'Телефон', cell: (shop) => <PhoneLink phone={shop.phone} /> },
  { header: 'Часы работы', nowrap: true, cell: (shop) => shop.workingHours },
  {
    header: 'Активность',
    cell: (shop) => (
      <span className={`${styles.badge} ${shop.isActive ? styles.active : styles.inactive}`}>{shop.isActive ? 'Активен' : 'Не активен'}</span>
    ),
  },
];

/** A row's edit and delete; activity is edited in the shop's form. */
export const shopRowActions = (shop: Shop, { remove }: ResourceCellContext<Shop>) =>
  editDeleteActions({ href: paths.shop(shop.id), what: `магазин «${shop.address}»`, remove: () => remove(shop), className: styles.danger });
