// The contents feature's public surface. Its pages (ContentsPage, ContentPage) are loaded lazily by
// the shell; the home page embeds the list, the cards and the contents page itself.
export {
  categoriesQuery,
  contentKeys,
  contentQuery,
  contentsListQuery,
  filtersFromSearch,
  indexIncluded as indexContentsIncluded,
  latestContentsQuery,
  type Category,
  type ContentMedium,
} from './api.ts';
export { CardSkeletons, CategoryChip, ContentCard, priorityCard } from './ContentCard.tsx';
export { ContentsList } from './ContentsList.tsx';
export { default as ContentsPage } from './ContentsPage.tsx';
