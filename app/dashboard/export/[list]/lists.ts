// Every feature's CSV export registers itself into lib/server/export/registry.ts when its module is
// loaded; the export route loads them here, so the shared export layer never imports a feature.
import '@/lib/orders/export-server';
import '@/lib/catalog/export-server';
import '@/lib/clients/export-server';
import '@/lib/shops/export-server';
import '@/lib/news/export-server';
import '@/lib/admin/export-server';
import '@/lib/activity/export-server';
