// Reached only through the SSO front (it protects this page like the console): tells every tab of
// the console that the person signed in again (features/session/sign-in-again.tsx), then closes.
try {
  const channel = new BroadcastChannel('cc-signed-in');
  channel.postMessage('signed-in');
  channel.close();
} catch {
  /* an old browser: the tab's "I have signed in" button checks instead */
}
setTimeout(() => window.close(), 300);
