import { adminCalls } from '../identity/admin';
import { orderPermissionCalls } from '../identity/order-permissions';
import { queryLogCalls } from '../identity/query-log';
import { defineSection, withPermission } from './define-section';

/** Administration: the control panel, users, the role -> permission table, restrictions, the query log. */
export const adminSection = defineSection({
  id: 'admin',
  groups: {
    orderPermissions: orderPermissionCalls,
    admin: adminCalls,
    queryLog: queryLogCalls,
  },
  cabinet: {
    'control-panel': {
      permission: 'controlPanel.view',
      page: 'cabinet-control-panel',
      sidebar: { place: 70, group: 'admin', icon: 'settings' },
    },
    ...withPermission('user.manage', {
      'control-panel/users': {
        page: 'admin-users',
        controlPanel: { id: 'users', icon: 'users' },
        homeAction: { id: 'users', place: 5, icon: 'users' },
      },
      'control-panel/users/:id': { page: 'admin-user' },
    }),
    'control-panel/roles': {
      permission: 'permission.manage',
      page: 'admin-roles',
      controlPanel: { id: 'roles', icon: 'shield' },
      homeAction: { id: 'roles', place: 6, icon: 'shield' },
    },
    'control-panel/order-permissions': {
      permission: 'orderPermission.manage',
      page: 'order-permissions',
      controlPanel: { id: 'order-permissions', icon: 'order' },
    },
    'order-restrictions': {
      permission: 'orderRestriction.manage',
      page: 'order-restrictions',
      sidebar: { place: 320, group: 'admin', icon: 'ban' },
      controlPanel: { id: 'order-restrictions', icon: 'ban' },
    },
    'query-log': {
      permission: 'queryLog.viewOwn',
      page: 'cabinet-query-log',
      sidebar: { place: 190, group: 'admin', icon: 'history' },
      controlPanel: { id: 'query-log', icon: 'history', permission: 'queryLog.viewAll' },
    },
  },
  namespaces: ['admin'],
});
