import type { ArticleBlock, DocLink, DocPage, OutlineItem } from '@/lib/docs/types';
import { ArticleNav } from './article-nav';
import { CodeBlock } from './code-block';
import { DataTable } from './data-table';
import { DocHeading } from './doc-heading';
import { EndpointLine } from './endpoint-line';
import { Pager } from './pager';
import { ParamsTable } from './params-table';
import { RichText } from './rich-text';
import styles from './doc-article.module.css';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return <DataTable caption={block.caption} head={block.head} rows={block.rows} />;
    case 'code':
      return <CodeBlock id={block.id} sample={block.sample} caption={block.caption} />;
    case 'endpoint':
      return <EndpointLine method={block.method} url={block.url} />;
    case 'params':
      return block.groups.map((group) => <ParamsTable key={group.title} caption={group.title} params={group.params} />);
    case 'fields':
      return <ParamsTable params={block.fields} fields />;
  }
}

interface DocArticleProps {
  page: DocPage;
  outline: OutlineItem[];
  prev: DocLink | null;
  next: DocLink | null;
}

/** One documentation page: title, anchor list, the article, and the links to its neighbours. */
export function DocArticle({ page, outline, prev, next }: DocArticleProps) {
  return (
    <article className={styles.layout} aria-labelledby="doc-title">
      <header className={styles.head}>
        <p className={styles.eyebrow}>{page.section.title}</p>
        <h1 id="doc-title" className={styles.title}>
          {page.title}
        </h1>
        <p className={styles.lead}>{page.description}</p>
      </header>
      <ArticleNav items={outline} className={styles.toc} />
      <div className={styles.body}>
        {page.sections.map((section) => (
          <section key={section.id}>
            <DocHeading id={section.id} level={section.level} title={section.title} />
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
      <Pager prev={prev} next={next} className={styles.pager} />
    </article>
  );
}
