import { type APIRequestContext, expect, request } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { demoLogin } from './demo';

export interface SeededProduct {
  id: number;
  name: string;
  variants: { id: number; name: string }[];
}

/**
 * Adds products to The Tempest's event template through the admin API, as the demo
 * administrator, in a request context of its own (the buyer's browser stays signed out).
 * Names and SKUs carry a stamp so runs never collide.
 */
export async function addTempestProducts(
  products: (stamp: number) => Record<string, unknown>[],
): Promise<SeededProduct[]> {
  const stamp = Date.now() % 1_000_000;
  const api: APIRequestContext = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: demoLogin });
    const headers = { authorization: `Bearer ${(await login.json()).token}` };
    const list = await api.get('/api/admin/event-templates?search=The%20Tempest', { headers });
    expect(list.ok(), await list.text()).toBe(true);
    const template = ((await list.json()).items as { id: number; name: string }[]).find(
      (t) => t.name === 'The Tempest',
    );
    expect(template, 'the demo template').toBeDefined();
    const made: SeededProduct[] = [];
    for (const body of products(stamp)) {
      const res = await api.post(`/api/admin/event-templates/${template!.id}/products`, {
        headers,
        data: body,
      });
      expect(res.ok(), await res.text()).toBe(true);
      made.push(await res.json());
    }
    return made;
  } finally {
    await api.dispose();
  }
}
