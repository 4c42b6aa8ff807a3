// The demo people of the team stack's OpenID provider (scripts/team/provider.mjs). Their groups
// decide the role (deploy/team/nginx.conf): console-admins act with the full key, console-viewers
// with the read key, anyone else is signed in but refused.
export const PEOPLE = [
  {
    login: 'ada',
    password: 'ada-demo-2026',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    groups: ['staff', 'console-admins'],
    role: 'admin',
  },
  {
    login: 'grace',
    password: 'grace-demo-2026',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    groups: ['staff', 'console-viewers'],
    role: 'viewer',
  },
  {
    login: 'eve',
    password: 'eve-demo-2026',
    name: 'Eve Outsider',
    email: 'eve@example.com',
    groups: ['contractors'],
    role: 'no role',
  },
];

// Ten admins of an office, for the bench's "ten people on one address" (bench/team.mjs): each has a
// line of their own at the proxy, as ten real people do (ten tabs of one person share one).
export const OFFICE = Array.from({ length: 10 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    login: `office${n}`,
    password: `office${n}-demo-2026`,
    name: `Office Person ${n}`,
    email: `office${n}@example.com`,
    groups: ['staff', 'console-admins'],
    role: 'admin',
  };
});

/** Everyone the demo provider signs in. */
export const EVERYONE = [...PEOPLE, ...OFFICE];
