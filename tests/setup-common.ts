// Unmounts whatever a common or widget test rendered with Preact.
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

afterEach(cleanup);
