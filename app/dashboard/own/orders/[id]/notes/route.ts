import { getStore } from '@/lib/server/store/db';
import { fail, ok, ownRoute, type OwnRequest } from '@/lib/server/store/own-route';
import { addOrderNote, listOrderNotes } from '@/lib/orders/timeline-server';
import { checkNoteText } from '@/lib/orders/timeline';
import { loginErrors } from '@/lib/validation/messages';

/**
 * Staff notes on an order («Комментарий»): every user of the company (the tenant:
 * lib/server/store/actor.ts) reads and adds them; a tenant never sees another's. Kept by the BFF, not the upstream.
 */
type Context = { params: Promise<{ id: string }> };

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Заказ не найден';
const NO_COMPANY = 'Комментарии доступны после регистрации компании';

function orderIdOf(raw: string): number | null {
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

async function list({ actor }: OwnRequest, orderId: number): Promise<Response> {
  if (actor.tenant === null) return fail(403, NO_COMPANY);
  return ok(await listOrderNotes(await getStore(), actor.tenant, orderId));
}

async function create({ actor, body }: OwnRequest, orderId: number): Promise<Response> {
  if (actor.tenant === null) return fail(403, NO_COMPANY);
  const checked = checkNoteText((body as { text?: unknown } | null | undefined)?.text);
  if ('error' in checked) return fail(422, loginErrors.invalid, { text: [checked.error] });
  const note = await addOrderNote(await getStore(), { tenant: actor.tenant, userKey: actor.userKey, userName: actor.userName }, orderId, checked.text);
  return ok(note, 201);
}

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const orderId = orderIdOf((await params).id);
  if (orderId === null) return fail(404, NOT_FOUND);
  return ownRoute('chief', (own) => list(own, orderId))(request);
}

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const orderId = orderIdOf((await params).id);
  if (orderId === null) return fail(404, NOT_FOUND);
  return ownRoute('chief', (own) => create(own, orderId))(request);
}
