/** Records of company sections' images and the company's contacts (§3 "Profile"), snake_case as stored. */

/** An image of a photo or license section; the bytes are a MediaRecord of the home tables. */
export interface SectionImageRecord {
  id: number;
  section_id: number;
  media_id: number;
  created_at: string;
}

/** A social network link of the company: `network` is a name from contact-info/networks. */
export interface NetworkLink {
  network: string;
  url: string;
}

/** The company's contacts shown in the app (GET/PUT contact-info); one per company. */
export interface ContactInfoRecord {
  company_id: number;
  phone: string;
  email: string;
  site: string;
  address: string;
  networks: NetworkLink[];
}

export interface CompanyTables {
  section_images: SectionImageRecord[];
  contacts: ContactInfoRecord[];
}

export function isCompanyTables(value: Partial<CompanyTables>): boolean {
  return Array.isArray(value.section_images) && Array.isArray(value.contacts);
}
