import { getStore } from '@/lib/server/store/db';
import { fail, ok, ownRoute } from '@/lib/server/store/own-route';
import { ViewError, createView, listViews, readNewView } from '@/lib/views/server';
import { isViewList } from '@/lib/views/types';

/** Saved views of a list: GET ?list=orders lists what the user sees, POST saves one. */
export const GET = ownRoute('any', async ({ request, actor }) => {
  const list = new URL(request.url).searchParams.get('list');
  if (!isViewList(list)) return fail(422, 'Неизвестный список', { list: ['Неизвестный список'] });
  return ok(await listViews(await getStore(), actor, list));
});

export const POST = ownRoute('any', async ({ actor, body }) => {
  try {
    return ok(await createView(await getStore(), actor, readNewView(body)), 201);
  } catch (error) {
    if (error instanceof ViewError) return fail(error.status, error.text, error.fields);
    throw error;
  }
});
