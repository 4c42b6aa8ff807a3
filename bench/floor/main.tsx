// The fixed stack's floor: the least a signed-in first view on this stack can load. A router with a
// guarded layout, a page that validates its search and loads with the query cache, another page
// split off like the console's, one typed client, rendered by React. `npm run bench` builds it like the console and prints its first-load
// JavaScript beside the console's, so what is ours can be read off the difference.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  Outlet,
  redirect,
  RouterProvider,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import createClient from 'openapi-fetch';

interface Paths {
  '/items': {
    get: {
      responses: {
        200: { content: { 'application/json': { items: { id: string; name: string }[] } } };
      };
    };
  };
}

const api = createClient<Paths>({ baseUrl: '/api/v1' });
api.use({
  onRequest: ({ request }) => {
    request.headers.set('Authorization', `Bearer ${localStorage.getItem('key')}`);
    return request;
  },
});
const itemsQuery = queryOptions({
  queryKey: ['items'],
  queryFn: async () => (await api.GET('/items')).data,
});

function Items() {
  const { q } = useSearch({ strict: false }) as { q?: string };
  const { data } = useQuery(itemsQuery);
  const navigate = useNavigate();
  return (
    <main>
      <h1>Items {q}</h1>
      <ul>
        {data?.items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <button onClick={() => void navigate({ to: '/', search: { q: 'saved' } })}>Save</button>
    </main>
  );
}

const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
const app = createRoute({
  getParentRoute: () => root,
  id: '_app',
  beforeLoad: () => {
    if (!localStorage.getItem('key')) throw redirect({ to: '/' });
  },
  component: () => (
    <>
      <nav>
        <Link to="/">Items</Link> <a href="/other">Other</a>
      </nav>
      <Outlet />
    </>
  ),
});
const items = createRoute({
  getParentRoute: () => app,
  path: '/',
  validateSearch: (search: Record<string, unknown>) => ({
    q: typeof search.q === 'string' ? search.q : undefined,
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(itemsQuery),
  component: Items,
});

const other = createRoute({
  getParentRoute: () => app,
  path: '/other',
  component: lazyRouteComponent(() => import('./other-page'), 'OtherPage'),
});

const queryClient = new QueryClient();
const router = createRouter({
  routeTree: root.addChildren([app.addChildren([items, other])]),
  context: { queryClient },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
