import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GALLERY_PAGE_SIZE } from '@atelier/contracts';
import { getCatalogPage } from './get-products';

/** Gallery artworks, 5 a page (spec 02 §2 Art gallery). */
export const artworksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['gallery', 'list', page],
    queryFn: ({ signal }) => getCatalogPage('gallery', page, GALLERY_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

export function useArtworks(page: number) {
  return useQuery(artworksQueryOptions(page));
}
