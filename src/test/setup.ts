import '@testing-library/jest-dom/vitest';
import { activateLanguage } from '@/lib/i18n/i18n';

// The console's language before the first render, as src/main.tsx does: English, from the code.
await activateLanguage('en');
