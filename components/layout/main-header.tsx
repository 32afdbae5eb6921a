import { UserMenu } from './user-menu';
import styles from './main-layout.module.css';

interface MainHeaderProps {
  name: string;
  isAdmin: boolean;
}

export function MainHeader({ name, isAdmin }: MainHeaderProps) {
  return (
    <header className={styles.header}>
      <UserMenu name={name} isAdmin={isAdmin} />
    </header>
  );
}
