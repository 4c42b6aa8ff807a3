/**
 * Mounts the undo window's toast once, in a root of its own beside the app's: it is loaded after
 * the first view (watch.ts), and outliving every route it keeps counting across pages and says
 * after a sign-out what was cancelled. The words need no provider (src/lib/i18n-react.tsx).
 */
import { createRoot } from 'react-dom/client';
import { UndoWindowHost } from './host';

const node = document.createElement('div');
node.dataset.undoWindow = '';
document.body.append(node);
createRoot(node).render(<UndoWindowHost />);
