'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const ProductScreen = deferHydration(() => import('./product-screen').then((m) => m.ProductScreen));
export const ProductForm = deferHydration(() => import('./product-form').then((m) => m.ProductForm));
export const OfferForm = deferHydration(() => import('./offer-form').then((m) => m.OfferForm));
export const CategoryForm = deferHydration(() => import('./category-form').then((m) => m.CategoryForm));
