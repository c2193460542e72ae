/** Query keys of the back office's orders: every list under `list`, each order under `detail`. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (params: Record<string, unknown>) => ['admin', 'orders', 'list', params] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
};
