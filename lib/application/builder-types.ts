import type { ApplicationMain } from './api';
import type { Banner } from '../home/banners';
import type { InfoBlock, MainPageSettings } from '../home/types';
import type { NavbarItem } from '../settings/navbar';

/** What the builder's preview starts with (§2 /builder); each part but the app fails on its own. */
export interface BuilderData {
  app: ApplicationMain;
  settings: MainPageSettings | null;
  banners: Banner[];
  blocks: InfoBlock[];
  navbar: NavbarItem[];
}
