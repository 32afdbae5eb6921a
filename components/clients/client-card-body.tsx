'use client';

import { Suspense, type ReactNode } from 'react';
import type { Customer } from '@/lib/clients/api';
import { ClientForm } from './client-form';

/**
 * What follows the client card's heading and figures: the form and, under it, the client's
 * orders (a Server Component's output, passed in as `children`).
 */
export function ClientCardBody({ customer, onSaved, children }: { customer: Customer; onSaved: (saved: Customer) => void; children?: ReactNode }) {
  return (
    <>
      <ClientForm customer={customer} onSaved={onSaved} />
      {/*
        A boundary of its own, never suspending: a long orders table would take the card past the
        first 12.8 kB of HTML, which React sends apart and reveals 300 ms after the first frame
        (docs/performance.md, "Pages"); so the form comes with the heading and the table under it.
      */}
      <Suspense>{children}</Suspense>
    </>
  );
}
