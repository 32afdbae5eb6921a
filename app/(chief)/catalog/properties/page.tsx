import type { Metadata } from 'next';
import { PropertiesManager } from '@/components/catalog/properties-manager';
import { loadProperties } from '@/lib/catalog/server';

export const metadata: Metadata = { title: 'Свойства товаров' };

export default async function PropertiesPage() {
  return <PropertiesManager properties={await loadProperties()} />;
}
