import listStyles from '@/components/list/list-page.module.css';
import { IntentLink } from '@/components/ui/intent-link';

interface CardScreenProps {
  /** The heading's id: the card's form is labelled by it. */
  titleId: string;
  title: string;
  /** The way back, above the heading: its address and its text («← Ко всем магазинам»). */
  back: { href: string; text: string };
  /** The card. */
  children: React.ReactNode;
}

/**
 * A record's screen: the way back, the record's name, the card under them. The name is apart from
 * the card so that it paints with the page: when the page's HTML passes 12.8 kB React 19.2 sends
 * a card's later Suspense boundary after the shell and reveals it 300 ms after the shell's first
 * frame, the heading with it when the heading is inside.
 */
export function CardScreen({ titleId, title, back, children }: CardScreenProps) {
  return (
    <section className={listStyles.page} aria-labelledby={titleId}>
      <IntentLink href={back.href} className={listStyles.back}>
        {back.text}
      </IntentLink>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
