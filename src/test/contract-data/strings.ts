// Values that break careless rendering: right-to-left and override characters, scripts without
// spaces, emoji, combining marks, markup. Each is valid JSON Schema text of any length.
export const HOSTILE_TEXT = [
  'invoice\u202Egpj.exe',
  '\u202Bمرحبا\u202C-server',
  'خادم-الرياض-٠١',
  'שרת-ראשי',
  '東京データセンター本番環境',
  '🚀✨🔥-launch',
  'e\u0301te\u0301\u0327',
  'zero\u200Bwidth\u200Djoin',
  '<img src=x onerror=alert(1)>',
  '${7*7} %s {{x}}',
  'line\nbreak\ttab',
] as const;

/** Unparseable or edge dates that still pass `format: date-time`. */
export const EDGE_DATES = [
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999Z',
  '1970-01-01T00:00:00Z',
  '2016-12-31T23:59:60Z',
  '2024-02-29T12:00:00+14:00',
  '2030-06-15t08:30:00z',
] as const;

export const EDGE_IPV6 = [
  '::',
  '::1',
  '2001:db8::ff00:42:8329',
  'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  '::ffff:192.0.2.128',
] as const;

/** A word unknown to every enum of the contract, for the forward-compatibility profile. */
export const FUTURE_WORDS = [
  'hibernating',
  'migrating',
  'instance.resized',
  'chargeback',
  'quarantined',
] as const;
