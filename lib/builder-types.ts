import type { ApplicationMain } from './api/application';
import type { Banner } from './api/banners';
import type { InfoBlock, MainPageSettings } from './api/mainpage-types';
import type { NavbarItem } from './api/navbar';

/** What the builder's preview starts with (§2 /builder); each part but the app fails on its own. */
export interface BuilderData {
  app: ApplicationMain;
  settings: MainPageSettings | null;
  banners: Banner[];
  blocks: InfoBlock[];
  navbar: NavbarItem[];
}
