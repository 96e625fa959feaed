import type { KyInstance } from 'ky';
import type { Certificate, Role, RoleInput, Tool } from '../../engine/index.ts';
import { readBody, readData } from '../http/client.ts';

// The self-service calls (server/README.md, Certificates, tools and roles).

export function selfServiceApi(client: KyInstance) {
  return {
    certificates: async () => (await readData<Certificate[] | null>(client.get('organization/certificates'))) ?? [],
    tools: async () => (await readData<Tool[] | null>(client.get('organization/tools'))) ?? [],
    roles: async () => (await readData<Role[] | null>(client.get('organization/roles'))) ?? [],
    /** Its 422s (a taken name) are shown in the role editor, not as toasts. */
    saveRole: (role: RoleInput, id?: number) =>
      readData<Role>(
        id === undefined
          ? client.post('organization/roles', { json: role, context: { handles: ['validation'] } })
          : client.patch(`organization/roles/${id}`, { json: role, context: { handles: ['validation'] } }),
      ),
    /** A role in use answers 422 该角色已分配给管理员，不能删除: the list shows it. */
    deleteRole: (id: number) => readBody(client.delete(`organization/roles/${id}`, { context: { handles: ['validation'] } })),
  };
}

export type SelfServiceApi = ReturnType<typeof selfServiceApi>;
