'use client';

import { useState } from 'react';
import { logout } from '@/lib/api/auth';

export function LogoutButton({ isAdmin }: { isAdmin: boolean }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void logout(isAdmin);
      }}
    >
      Выйти
    </button>
  );
}
