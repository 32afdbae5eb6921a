/** Profile of the signed-in company user (GET profile/me), camelCase as the BFF returns it. */
export interface Profile {
  id: number;
  name: string;
  email: string;
  phone: string;
  step: string | null;
  company?: {
    id: number;
    name: string;
    legalName?: string;
    inn?: string;
    city?: string;
    address?: string;
    email?: string;
    phone?: string;
  } | null;
}

/** A social network the app can link to (GET contact-info/networks). */
export interface NetworkOption {
  name: string;
  title: string;
}

export interface NetworkLink {
  network: string;
  url: string;
}

/** The company's contacts shown in the app (GET/PUT contact-info). */
export interface ContactInfo {
  phone: string;
  email: string;
  site: string;
  address: string;
  networks: NetworkLink[];
}

/** An icon a menu section can have (GET menu-items/icons). */
export interface MenuIcon {
  name: string;
  title: string;
}

/** A menu section with its icon (GET menu-items). */
export interface MenuItem {
  id: number;
  title: string;
  type: 'html_text' | 'photo' | 'license';
  isActive: boolean;
  icon: string | null;
}

/** The editable company data of PATCH profile/company. */
export interface CompanyPayload {
  name: string;
  legalName: string;
  inn: string;
  city: string;
  address: string;
}
