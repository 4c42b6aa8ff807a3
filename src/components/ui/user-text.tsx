import { cn } from '@/lib/cn';
import { maskText, usePresenting } from '@/lib/presentation/presentation';

/**
 * Text a person chose (a name, a subject, a description), wherever the console shows it. <bdi>
 * isolates it, so a right-to-left override inside it cannot reverse the sentence or the row around
 * it ("invoice" + U+202E + "gpj.exe"); breaking anywhere lets a long name without spaces wrap
 * instead of pushing the row's actions out of view. In presentation mode an IP, e-mail or amount
 * written in it is masked.
 */
export function UserText({ children, className }: { children: string; className?: string }) {
  const presenting = usePresenting();
  return (
    <bdi className={cn('[overflow-wrap:anywhere]', className)}>
      {presenting ? maskText(children) : children}
    </bdi>
  );
}
