'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';
import { loadCategoryCard, loadProductCard } from './load-card';
import { loadOfferCard } from './load-offer-card';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
// A saved product's screen under its title, which comes with the page (React reveals a large
// deferred part up to 300 ms after the first paint).
export const ProductScreenBody = deferHydration(() => loadProductCard().then((m) => m.ProductScreenBody));
export const ProductForm = deferHydration(() => import('./product-form').then((m) => m.ProductForm));
export const OfferForm = deferHydration(() => loadOfferCard().then((m) => m.OfferForm));
export const CategoryForm = deferHydration(() => loadCategoryCard().then((m) => m.CategoryForm));
