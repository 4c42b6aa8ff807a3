import type { MockContext } from '../mock-context';
import { hex, uuid } from '../lib/random';

export const newUuid = (ctx: MockContext): string => uuid(ctx.ids);
export const newId = (ctx: MockContext, prefix: string, length = 12): string =>
  `${prefix}_${hex(ctx.ids, length)}`;
