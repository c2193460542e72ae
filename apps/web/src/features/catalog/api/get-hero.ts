import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeroSlide } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** Hero images may arrive as a list or as a JSON string holding a list (spec 02 §2 Home). */
function imagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') {
    try {
      return imagesOf(JSON.parse(value));
    } catch {
      return value ? [value] : [];
    }
  }
  return [];
}

/** GET /api/hero → the slides; throws 'Failed to load hero' when the reply is not a success. */
async function getHero(signal?: AbortSignal): Promise<HeroSlide[]> {
  const reply = await apiFetch<{ success: boolean; data?: HeroSlide[]; message?: string }>('/api/hero', { signal });
  if (!reply?.success || !Array.isArray(reply.data)) throw new Error(reply?.message || 'Failed to load hero');
  return reply.data.map((s) => ({ ...s, images: imagesOf(s.images) }));
}

export const heroQueryOptions = () => queryOptions({ queryKey: ['hero'], queryFn: ({ signal }) => getHero(signal), staleTime: 5 * 60_000 });

export function useHero() {
  return useQuery(heroQueryOptions());
}
