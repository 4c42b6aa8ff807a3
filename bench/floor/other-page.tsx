// A page the first view does not show: code-split like the console's other pages, so the floor
// carries the same route-splitting runtime (lazy route component, Vite's preload helper).
export function OtherPage() {
  return <h1>Other page</h1>;
}
