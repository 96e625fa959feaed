import type { KyInstance } from 'ky';
import { contracts, type RoleInput } from '../../engine/index.ts';
import { readBody, readParsed } from '../http/index.ts';

// The self-service calls (server/README.md, Certificates, tools and roles).

export function createSelfServiceApi(client: KyInstance) {
  return {
    certificates: () => readParsed(client.get('organization/certificates'), contracts.certificates),
    tools: () => readParsed(client.get('organization/tools'), contracts.tools),
    roles: () => readParsed(client.get('organization/roles'), contracts.roles),
    /** Its 422s (a taken name) are shown in the role editor, not as toasts. */
    saveRole: (role: RoleInput, id?: number) =>
      readParsed(
        id === undefined
          ? client.post('organization/roles', { json: role, context: { handles: ['validation'] } })
          : client.patch(`organization/roles/${id}`, { json: role, context: { handles: ['validation'] } }),
        contracts.role,
      ),
    /** A role in use answers 422 该角色已分配给管理员，不能删除: the list shows it. */
    deleteRole: (id: number) => readBody(client.delete(`organization/roles/${id}`, { context: { handles: ['validation'] } })),
  };
}

export type SelfServiceApi = ReturnType<typeof createSelfServiceApi>;
