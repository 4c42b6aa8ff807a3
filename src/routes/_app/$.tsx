import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';

export const Route = createFileRoute('/_app/$')({
  component: NotFoundPage,
});
