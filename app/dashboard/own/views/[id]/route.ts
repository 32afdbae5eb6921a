import { getStore } from '@/lib/server/store/db';
import { fail, ok, ownRoute } from '@/lib/server/store/own-route';
import { ViewError, deleteView } from '@/lib/views/server';

/** Deletes a saved view; only the user who saved it may. */
export const DELETE = ownRoute('any', async ({ request, actor }) => {
  const id = new URL(request.url).pathname.split('/').pop() ?? '';
  if (!/^\d+$/.test(id)) return fail(404, 'Вид не найден');
  try {
    await deleteView(await getStore(), actor, Number(id));
    return ok({});
  } catch (error) {
    if (error instanceof ViewError) return fail(error.status, error.text, error.fields);
    throw error;
  }
});
