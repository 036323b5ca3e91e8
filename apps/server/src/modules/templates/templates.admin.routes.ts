import {
  archiveEventTemplate,
  createEventTemplate,
  getEventTemplate,
  getTemplateChoices,
  listEventTemplates,
  updateEventTemplate,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { checkTemplateReferences, templateChoicesOf } from './template-references.service';
import { checkTemplateRules, readSections } from './templates.rules';
import { requireEditableTemplate, requireTemplate, templateOutput } from './templates.service';
import { insertTemplate, pageTemplates, updateTemplate } from './templates.store';

export const templatesAdminRoutes = [
  implement(listEventTemplates, async ({ deps, accountId, query }) => {
    const { items, total } = await pageTemplates(deps.db, accountId, {
      ...query,
      archived: query.archived === 'true',
    });
    return {
      items: items.map((t) => ({
        id: t.id,
        name: t.name,
        archived: t.archivedAt !== null,
        updatedAt: t.updatedAt.toISOString(),
      })),
      total,
    };
  }),
  implement(createEventTemplate, async ({ deps, accountId, body }) => {
    const now = deps.now();
    const defaults = readSections({} as never);
    const row = await insertTemplate(deps.db, {
      accountId,
      name: body.name,
      ...defaults,
      createdAt: now,
      updatedAt: now,
    });
    return templateOutput(row);
  }),
  implement(getEventTemplate, async ({ deps, accountId, params }) =>
    templateOutput(await requireTemplate(deps.db, accountId, params.id)),
  ),
  implement(updateEventTemplate, async ({ deps, accountId, params, body }) => {
    const { name, ...tabs } = body;
    checkTemplateRules(tabs);
    return deps.db.transaction(async (tx) => {
      const current = await requireEditableTemplate(tx, accountId, params.id);
      await checkTemplateReferences(tx, accountId, tabs);
      // Credentials are write-only: a tab saved without them keeps the stored ones.
      if (tabs.externalSync && Object.keys(tabs.externalSync.credentials).length === 0) {
        tabs.externalSync.credentials = readSections(current).externalSync.credentials;
      }
      const row = await updateTemplate(tx, accountId, params.id, {
        ...(name ? { name } : {}),
        ...tabs,
        updatedAt: deps.now(),
      });
      return templateOutput(row);
    });
  }),
  implement(getTemplateChoices, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    return templateChoicesOf(deps.db, accountId);
  }),
  implement(archiveEventTemplate, async ({ deps, accountId, params }) => {
    const current = await requireTemplate(deps.db, accountId, params.id);
    if (current.archivedAt) return templateOutput(current);
    return templateOutput(
      await updateTemplate(deps.db, accountId, params.id, { archivedAt: deps.now(), updatedAt: deps.now() }),
    );
  }),
];
