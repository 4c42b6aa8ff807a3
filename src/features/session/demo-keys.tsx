import { getRuntimeConfig } from '@/api/config';

/** Demo builds offer their demo keys; live builds show nothing. Filled by the demo build. */
export function DemoKeys(_props: { onPick: (token: string) => void }) {
  if (getRuntimeConfig().mode !== 'demo') return null;
  return null;
}
