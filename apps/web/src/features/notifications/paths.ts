/** Screens of the notifications area (docs/NOTIFICATIONS.md); the router mounts them under /admin. */
export const notificationsPaths = {
  index: '/admin/notifications/index',
};
