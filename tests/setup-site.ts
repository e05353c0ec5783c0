// Unmounts whatever a site test rendered with React, and gives expect jest-dom's matchers (toBeVisible and the like).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
