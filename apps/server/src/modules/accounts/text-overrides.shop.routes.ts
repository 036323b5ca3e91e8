import { getShopTextOverrides } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { shopTexts } from './text-overrides.service';

export const textOverridesShopRoutes = [
  implement(getShopTextOverrides, async ({ deps, accountId, params }) => ({
    locale: params.locale,
    texts: await shopTexts(deps.db, accountId, params.locale),
  })),
];
