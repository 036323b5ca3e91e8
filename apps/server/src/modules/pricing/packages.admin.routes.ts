import {
  archivePackage as archivePackageEndpoint,
  createPackage as createPackageEndpoint,
  listPackages,
  updatePackage as updatePackageEndpoint,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { archivePackage, createPackage, templatePackages, updatePackage } from './packages.service';

export const packageRoutes = [
  implement(listPackages, ({ deps, accountId, params }) => templatePackages(deps.db, accountId, params.id)),
  implement(createPackageEndpoint, ({ deps, accountId, params, body }) =>
    createPackage(deps.db, accountId, params.id, body, deps.now()),
  ),
  implement(updatePackageEndpoint, ({ deps, accountId, params, body }) =>
    updatePackage(deps.db, accountId, params.id, body),
  ),
  implement(archivePackageEndpoint, ({ deps, accountId, params }) =>
    archivePackage(deps.db, accountId, params.id, deps.now()),
  ),
];
