// Names the console must render safely: long, unicode, right-to-left and hostile strings.

export const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "'; DROP TABLE instances; --",
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7} %s %n javascript:alert(1)',
] as const;

export const UNICODE = [
  'données-café-東京',
  'сервер-москва-01',
  'خادم-الرياض',
  '🚀-launch-pad-✨',
  'Zürich–Straße ß ẞ',
  'e\u0301te\u0301-combining',
] as const;

export const LONG_NAME =
  'a-very-long-instance-name-that-keeps-going-and-going-to-test-truncation-in-tables-and-headers-' +
  'of-the-console-0123456789-abcdefghijklmnopqrstuvwxyz';

export const SPECIAL_NAMES: readonly string[] = [
  ...HOSTILE.slice(0, 2),
  UNICODE[0],
  LONG_NAME,
  ...UNICODE.slice(1),
  ...HOSTILE.slice(2),
];

export const ROLES = [
  'web',
  'api',
  'db',
  'cache',
  'worker',
  'queue',
  'search',
  'ci-runner',
  'vpn',
  'lb',
  'grafana',
  'mail',
];
export const ENVS = ['prod', 'staging', 'dev', 'qa', 'eu', 'us', 'ap'];
export const VOLUME_KINDS = [
  'data',
  'logs',
  'backup-staging',
  'postgres',
  'uploads',
  'models',
  'scratch',
];
