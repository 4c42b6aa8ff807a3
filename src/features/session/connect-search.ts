import { enumParam, searchSchema, stringParam } from '@/lib/url-search/params';

export const connectSearchSchema = searchSchema({
  /** Only same-site paths may be redirect targets (no open redirect). */
  redirect: stringParam({
    max: 2000,
    test: (value) =>
      value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/connect'),
  }),
  reason: enumParam(['invalid_token', 'signed_out', 'revoked_self']),
});
