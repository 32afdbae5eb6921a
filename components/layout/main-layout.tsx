import Image from 'next/image';
import Link from 'next/link';
import { MainHeader } from './main-header';
import styles from './main-layout.module.css';

export interface MenuLink {
  href: string;
  label: string;
}

interface MainLayoutProps {
  name: string;
  isAdmin: boolean;
  menu: MenuLink[];
  children: React.ReactNode;
}

/** The Main layout of §2 for both roles: side menu and header around the page. */
export function MainLayout({ name, isAdmin, menu, children }: MainLayoutProps) {
  return (
    <div className={styles.shell}>
      <nav className={styles.sidebar} aria-label="Главное меню">
        <Link href={isAdmin ? '/admin/companies' : '/'} className={styles.brand}>
          <Image src="/logo.svg" alt="На главную" width={132} height={32} priority />
        </Link>
        <ul className={styles.menu}>
          {menu.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        <MainHeader name={name} isAdmin={isAdmin} />
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
