/**
 * The shape of the API documentation: pages are written as typed data (lib/docs/content) and
 * turned into an article outline (lib/docs/article.ts) that the pages, the anchor list, the
 * search index and the tests all read.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CodeLanguage = 'bash' | 'json' | 'http' | 'xml' | 'csv' | 'js' | 'php';

/** Text may carry `code` spans in backticks; nothing else is parsed. */
export type RichText = string;

export interface DocParam {
  name: string;
  type: string;
  required: boolean;
  description: RichText;
}

export interface ParamGroup {
  /** 'Параметры пути', 'Параметры строки запроса', 'Тело запроса (JSON)', … */
  title: string;
  params: DocParam[];
}

export interface DocHeader {
  name: string;
  value: string;
  description: RichText;
}

export interface CodeSample {
  language: CodeLanguage;
  code: string;
}

export interface ErrorCase {
  status: number;
  description: RichText;
}

export interface EndpointSpec {
  /** Only on pages with several calls: the heading id prefix and the call's heading. */
  key?: string;
  title?: string;
  summary?: RichText;
  method: HttpMethod;
  /** Path after the API base URL, with `{placeholders}`; or a full URL. */
  path: string;
  headers: DocHeader[];
  params: ParamGroup[];
  request: CodeSample;
  response: {
    /** '200 OK', '201 Created', '204 No Content'. */
    status: string;
    description: RichText;
    example: CodeSample;
    fields?: DocParam[];
  };
  /** The 422 example, on calls that validate what they are sent. */
  validationError?: {
    description: RichText;
    example: CodeSample;
  };
}

export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: RichText[]; ordered?: boolean }
  | { kind: 'table'; caption?: string; head: string[]; rows: RichText[][] }
  | { kind: 'code'; sample: CodeSample; caption?: string };

/** A page-specific part of an article: the list of events, the fiscal keys, the CSV format. */
export interface Topic {
  id: string;
  title: string;
  blocks: ContentBlock[];
  subtopics?: { id: string; title: string; blocks: ContentBlock[] }[];
  /** 'before' the request description (the main content of a reference page) or 'after' it. */
  placement?: 'before' | 'after';
}

export interface DocPageSource {
  /** Path inside the section: 'create', 'auth/settings'. */
  slug: string;
  title: string;
  /** One or two sentences: the meta description and the lead under the title. */
  description: string;
  /** What the call does and when to use it. */
  intro: RichText[];
  endpoints: [EndpointSpec, ...EndpointSpec[]];
  errors: ErrorCase[];
  topics?: Topic[];
}

export type SectionId = 'webhook' | 'acquiring' | 'integration' | 'bonus' | 'io' | 'feed';

export interface DocSectionSource {
  id: SectionId;
  title: string;
  pages: DocPageSource[];
}

/** A rendered block: code blocks get an id so their copy button can find them. */
export type ArticleBlock =
  | Exclude<ContentBlock, { kind: 'code' }>
  | { kind: 'code'; id: string; sample: CodeSample; caption?: string }
  | { kind: 'endpoint'; method: HttpMethod; url: string }
  | { kind: 'params'; groups: ParamGroup[] }
  | { kind: 'fields'; fields: DocParam[] };

export interface ArticleSection {
  id: string;
  level: 2 | 3;
  title: string;
  blocks: ArticleBlock[];
}

export interface OutlineItem {
  id: string;
  level: 2 | 3;
  title: string;
}

export interface DocPage {
  section: { id: SectionId; title: string };
  /** ['integration', 'auth', 'settings'] — the route's catch-all segments after /api. */
  segments: string[];
  /** '/api/integration/auth/settings'. */
  href: string;
  title: string;
  description: string;
  sections: ArticleSection[];
  source: DocPageSource;
}

export interface DocLink {
  href: string;
  title: string;
}
