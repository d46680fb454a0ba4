/** « À faire »: the list (todo/todoList.ts) and what the owner does from it (todo/actions.ts). Writes are POSTs: the write guards apply. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

type ItemRoute = { Params: { id: string }; Body: unknown };

export const aFaireRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/a-faire', async () => ({ payload: ctx.todo.items(ctx.today()) }));
  app.post<ItemRoute>('/a-faire/:id/report', async (request) => {
    await ctx.todoActions.putOff(request.params.id, request.body);
    return { payload: { ok: true } };
  });
  app.post<ItemRoute>('/a-faire/:id/ecart', async (request) => {
    await ctx.todoActions.dismiss(request.params.id, request.body);
    return { payload: { ok: true } };
  });
  app.post<ItemRoute>('/a-faire/:id/fait', async (request) => {
    await ctx.todoActions.done(request.params.id);
    return { payload: { ok: true } };
  });
  app.post<{ Params: { bail: string }; Body: unknown }>('/a-faire/revision/:bail', async (request) => ({
    payload: await ctx.todoActions.applyRevision(request.params.bail, request.body),
  }));
};
