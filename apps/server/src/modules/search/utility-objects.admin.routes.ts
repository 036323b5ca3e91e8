import { getUtilityObject } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { utilityObject } from './utility-objects.service';

/** Tools → Utility objects (decisions/0104). */
export const utilityObjectAdminRoutes = [
  implement(getUtilityObject, ({ deps, staff, params }) =>
    utilityObject(deps.db, staff, params.objectKind, params.objectId),
  ),
];
