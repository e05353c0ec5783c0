// A stand-in for fetch in the widget unit tests: every test starts with one that answers 200.
import { afterEach, beforeEach, vi } from 'vitest';

/** Stubs fetch around each test of the calling file and returns the mock. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response('ok'));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The urlencoded body of the mock's nth request, as ordered key/value pairs. */
export function postedFields(fetchMock: ReturnType<typeof stubFetch>, call = 0): Array<[string, string]> {
  return [...new URLSearchParams(String(fetchMock.mock.calls[call][1]?.body))];
}
