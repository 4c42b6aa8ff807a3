import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { activateLanguage } from '@/lib/i18n/i18n';

// The console's language before the first render, as src/main.tsx does: English, from the code.
await activateLanguage('en');

// A dialog or page part that loads its code on use (a lazy chunk, transformed on first import by
// Vitest) may take more than the default second on a loaded machine: the gate runs the unit tests
// beside the browser suite. Waiting longer changes no result, only how long a failure takes.
configure({ asyncUtilTimeout: 5000 });
