/**
 * Records of the news and integration sides of the demo upstream (§1: news; §2 /integrations).
 * snake_case keys, as the upstream stores and returns them.
 */

/** A news article of a company; published ones feed the home screen's 'articles' blocks. */
export interface NewsRecord {
  id: number;
  company_id: number;
  title: string;
  short_text: string;
  /** Plain text; paragraphs are separated by blank lines. */
  text: string;
  /** Id of a MediaRecord (the cover), or null. */
  image_id: number | null;
  is_published: boolean;
  /** yyyy-MM-dd: the day the article is shown from. */
  published_at: string;
  created_at: string;
  updated_at: string;
}

/** The integration credentials and limits of a company (API docs: integration/auth/settings). */
export interface IntegrationSettingsRecord {
  company_id: number;
  client_id: string;
  /** Demo data, kept in the clear so tests can sign an integration in; never sent back by GET. */
  client_secret: string;
  allowed_ips: string[];
  token_ttl: number;
  scopes: Array<'clients' | 'orders'>;
  updated_at: string;
}

export type IntegrationKind = 'client' | 'order';

/** The id a record has in the company's external system (1С, CRM) — set by an import or by hand. */
export interface IntegrationLinkRecord {
  id: number;
  company_id: number;
  kind: IntegrationKind;
  /** A customer id or an order id. */
  record_id: number;
  external_id: string;
  created_at: string;
  updated_at: string;
}

export interface NewsTables {
  news: NewsRecord[];
  integration_settings: IntegrationSettingsRecord[];
  integration_links: IntegrationLinkRecord[];
}
