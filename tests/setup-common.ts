// Unmounts whatever a common or widget test rendered with Preact, and gives the widgets the
// canonical site origin the widget build fixes into them (SITE_ORIGIN).
import { cleanup } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';

vi.stubEnv('SITE_ORIGIN', 'https://site.example.com');

afterEach(cleanup);
