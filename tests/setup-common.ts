// Unmounts whatever a common or widget test rendered with Preact, gives expect jest-dom's matchers (toBeVisible
// and the like), and gives the widgets the canonical site origin the widget build fixes into them (SITE_ORIGIN).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';

vi.stubEnv('SITE_ORIGIN', 'https://site.example.com');

afterEach(cleanup);
