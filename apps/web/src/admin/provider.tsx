import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/**
 * The back office's providers: its own TanStack Query client, the store's session (same accounts,
 * same token in local storage) and the toasts, styled like the store's.
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster position="top-center" toastOptions={{ style: { borderRadius: '999px', background: '#1f1a17', color: '#fbf8f3', fontSize: '14px', fontWeight: 500 } }} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
