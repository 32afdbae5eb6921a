import type { OrderSlip as Slip, PrintEntry } from '@/lib/orders/print-server';
import styles from './print.module.css';

/** The QR code of the payment link, drawn on the server (an SVG path, no script, no image request). */
function PaymentQr({ slip }: { slip: Slip }) {
  if (!slip.paymentLink || !slip.paymentQr) return null;
  const { size, path } = slip.paymentQr;
  return (
    <figure className={styles.qr}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="132"
        height="132"
        role="img"
        aria-label="QR-код ссылки на оплату"
        shapeRendering="crispEdges"
        data-qr=""
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>
        Ссылка на оплату
        <br />
        <span className={styles.link}>{slip.paymentLink}</span>
      </figcaption>
    </figure>
  );
}

/** One order on paper: who sells, who receives it and where, the lines, the total and the payment. */
export function OrderSlip({ slip }: { slip: Slip }) {
  const titleId = `order-slip-${slip.id}`;
  return (
    <article className={styles.sheet} aria-labelledby={titleId} data-order-slip={slip.id}>
      {slip.company && (
        <header className={styles.company}>
          <p className={styles.companyName}>{slip.company.name}</p>
          {slip.company.details.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </header>
      )}
      <div className={styles.heading}>
        <h1 id={titleId}>{slip.title}</h1>
        <p>от {slip.createdAt}</p>
      </div>
      <dl className={styles.facts}>
        <dt>Клиент</dt>
        <dd>{slip.client.name}</dd>
        <dt>Телефон</dt>
        <dd>{slip.client.phone}</dd>
        <dt>Способ получения</dt>
        <dd>{slip.delivery.type}</dd>
        <dt>{slip.delivery.label}</dt>
        <dd>{slip.delivery.address}</dd>
        <dt>Статус</dt>
        <dd>{slip.status}</dd>
        <dt>Комментарий</dt>
        <dd>{slip.comment}</dd>
      </dl>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">№</th>
            <th scope="col">Наименование</th>
            <th scope="col" className={styles.number}>
              Количество
            </th>
            <th scope="col" className={styles.number}>
              Цена
            </th>
            <th scope="col" className={styles.number}>
              Сумма
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.length === 0 && (
            <tr>
              <td colSpan={5}>Позиций нет</td>
            </tr>
          )}
          {slip.lines.map((line, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                {line.name}
                {line.note && <span className={styles.note}> ({line.note})</span>}
              </td>
              {/* The labels head the figures where the header row is hidden (a phone's screen). */}
              <td className={styles.number} data-label="Количество">
                {line.quantity}
              </td>
              <td className={styles.number} data-label="Цена">
                {line.price}
              </td>
              <td className={styles.number} data-label="Сумма">
                {line.sum}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.bottom}>
        <dl className={styles.totals}>
          <dt>Сумма позиций</dt>
          <dd>{slip.linesTotal}</dd>
          <dt>Доставка</dt>
          <dd>{slip.deliveryCost}</dd>
          <dt className={styles.grandTotal}>Итого</dt>
          <dd className={styles.grandTotal}>{slip.total}</dd>
          <dt>Оплата</dt>
          <dd>
            {slip.payment.status}, {slip.payment.system}
          </dd>
        </dl>
        <PaymentQr slip={slip} />
      </div>
    </article>
  );
}

/** In the place of an order that cannot be printed: what happened, the others still print. */
export function MissingSlip({ entry }: { entry: Extract<PrintEntry, { kind: 'missing' }> }) {
  return (
    <article className={styles.sheet} data-order-missing={entry.id}>
      <h1 className={styles.missing}>{entry.text}</h1>
    </article>
  );
}

export function PrintEntryView({ entry }: { entry: PrintEntry }) {
  return entry.kind === 'slip' ? <OrderSlip slip={entry.slip} /> : <MissingSlip entry={entry} />;
}
