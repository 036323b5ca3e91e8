import { describe, expect, it } from 'vitest';
import { mayOpen } from '@/admin/routes';
import { i18n, initBackOfficeI18n } from '@/i18n/i18n';
import { toolDescriptionKey, toolsFor } from './tools-index';

describe('the tools index', () => {
  it('describes every tool in one line', async () => {
    await initBackOfficeI18n('en-US');
    const tools = toolsFor(() => true);
    expect(tools.map((r) => r.id)).toContain('translations');
    for (const route of tools) expect(i18n.exists(toolDescriptionKey(route.id)), route.id).toBe(true);
  });

  it('lists only the tools a user may open', () => {
    const ids = toolsFor((route) => mayOpen(route, ['refundsAndCancellations'])).map((r) => r.id);
    expect(ids).toEqual(['bulkUpdateOrderDeliveryMethods', 'serverErrors', 'paymentProcessing']);
    expect(toolsFor((route) => mayOpen(route, ['accountSettings'])).map((r) => r.id)).toContain(
      'translations',
    );
  });
});
