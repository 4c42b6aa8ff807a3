import { createFileRoute } from '@tanstack/react-router';
import { AttentionPage } from '@/features/attention/components/attention-page';
import { attentionSearchSchema } from '@/features/attention/search';

export const Route = createFileRoute('/_app/attention/')({
  validateSearch: attentionSearchSchema,
  component: AttentionPage,
});
