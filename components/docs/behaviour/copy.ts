import { listen, type Stops } from './listen';

/** How long 'Скопировано' stays visible. */
const NOTICE_MS = 2000;

async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Without a secure context (a plain-http address) there is no Clipboard API.
  const previousFocus = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.focus();
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  previousFocus?.focus();
  if (!copied) throw new Error('copy refused');
}

/**
 * The code blocks' 'Копировать' buttons (CopyButton's markup): one listener for all of them. A
 * button names the element whose text it copies in data-copy, and says how it went in the
 * status beside it for NOTICE_MS.
 */
export function copyBehaviour(stops: Stops): void {
  const timers = new Map<Element, number>();
  const onClick = async (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button[data-copy]');
    const status = button?.parentElement?.querySelector('[role="status"]');
    if (!button || !status) return;
    let notice = 'Скопировано';
    try {
      await writeText(document.getElementById(button.getAttribute('data-copy') ?? '')?.textContent ?? '');
    } catch {
      notice = 'Не удалось скопировать';
    }
    status.textContent = notice;
    window.clearTimeout(timers.get(status));
    timers.set(
      status,
      window.setTimeout(() => {
        status.textContent = '';
      }, NOTICE_MS),
    );
  };
  listen(stops, document, 'click', onClick);
  stops.push(() => timers.forEach((timer) => window.clearTimeout(timer)));
}
