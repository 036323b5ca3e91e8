import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '@tessera/contract';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { redeliver } from './webhooks.jobs';
import {
  deliveryOf,
  endpointOf,
  newWebhookSecret,
  requireAllowedInput,
  requireEndpoint,
  requireWebhookUrl,
  visibleEndpoints,
} from './webhooks.service';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  pageDeliveries,
  setEndpointSecret,
  updateEndpoint,
} from './webhooks.store';

export const webhooksAdminRoutes = [
  implement(listWebhookEndpoints, async ({ deps, staff }) =>
    (await visibleEndpoints(deps.db, staff)).map(endpointOf),
  ),

  implement(getWebhookEndpoint, async ({ deps, staff, params }) =>
    endpointOf(await requireEndpoint(deps.db, staff, params.endpointId)),
  ),

  implement(createWebhookEndpoint, async ({ deps, staff, accountId, body, reply }) => {
    requireWebhookUrl(body.url, deps.config.webhooks.allowLocal);
    await requireAllowedInput(deps.db, staff, body, null);
    const secret = newWebhookSecret();
    const id = await insertEndpoint(deps.db, accountId, body, secret, deps.now());
    reply.status(201);
    return { ...endpointOf((await findEndpoint(deps.db, accountId, id))!), secret };
  }),

  implement(updateWebhookEndpoint, async ({ deps, staff, accountId, params, body }) => {
    await requireEndpoint(deps.db, staff, params.endpointId);
    requireWebhookUrl(body.url, deps.config.webhooks.allowLocal);
    await requireAllowedInput(deps.db, staff, body, params.endpointId);
    if (!(await updateEndpoint(deps.db, accountId, params.endpointId, body, deps.now()))) {
      throw new AppError('common.not_found');
    }
    return endpointOf((await findEndpoint(deps.db, accountId, params.endpointId))!);
  }),

  implement(deleteWebhookEndpoint, async ({ deps, staff, accountId, params }) => {
    await requireEndpoint(deps.db, staff, params.endpointId);
    if (!(await deleteEndpoint(deps.db, accountId, params.endpointId)))
      throw new AppError('common.not_found');
    return { deleted: true as const };
  }),

  implement(rotateWebhookSecret, async ({ deps, staff, accountId, params }) => {
    await requireEndpoint(deps.db, staff, params.endpointId);
    const secret = newWebhookSecret();
    await setEndpointSecret(deps.db, accountId, params.endpointId, secret, deps.now());
    return { ...endpointOf((await findEndpoint(deps.db, accountId, params.endpointId))!), secret };
  }),

  implement(listWebhookDeliveries, async ({ deps, staff, accountId, params, query }) => {
    await requireEndpoint(deps.db, staff, params.endpointId);
    const { items, total } = await pageDeliveries(deps.db, accountId, params.endpointId, query);
    return { total, items: items.map(deliveryOf) };
  }),

  implement(redeliverWebhook, async ({ deps, staff, accountId, params }) => {
    await requireEndpoint(deps.db, staff, params.endpointId);
    const found = await findDelivery(deps.db, accountId, params.endpointId, params.deliveryId);
    if (!found) throw new AppError('common.not_found');
    await redeliver(deps.jobs, deps, accountId, params.deliveryId);
    return deliveryOf((await findDelivery(deps.db, accountId, params.endpointId, params.deliveryId))!);
  }),
];
